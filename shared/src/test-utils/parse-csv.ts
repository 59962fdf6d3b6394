/** Strict RFC 4180 reader for tests: every cell must be quoted, lines end with CRLF. */
export function parseQuotedCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] !== '"') throw new Error(`unquoted cell at ${i}`);
    let cell = '';
    i += 1;
    for (;;) {
      if (i >= text.length) throw new Error('unterminated cell');
      if (text[i] === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
      } else if (text[i] === '"') {
        i += 1;
        break;
      } else {
        cell += text[i];
        i += 1;
      }
    }
    row.push(cell);
    if (text[i] === ',') {
      i += 1;
    } else if (text.startsWith('\r\n', i)) {
      rows.push(row);
      row = [];
      i += 2;
    } else {
      throw new Error(`expected , or CRLF at ${i}`);
    }
  }
  if (row.length) throw new Error('last line without CRLF');
  return rows;
}
