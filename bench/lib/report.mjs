import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './processes.mjs';

/**
 * The collected figures: each has a name, a value with its unit, an optional budget and a verdict
 * (PASS, FAIL, or INFO when there is no budget, SKIP when it could not be measured).
 */
export class Report {
  constructor() {
    this.rows = [];
    this.details = {};
  }

  /** `check(value)` returns true when the budget is met; no check = informational. */
  add(section, name, value, unit = '', budget = '', check = null) {
    const verdict = check === null ? 'INFO' : check(value) ? 'PASS' : 'FAIL';
    this.rows.push({ section, name, value, unit, budget, verdict });
  }

  skip(section, name, reason) {
    this.rows.push({ section, name, value: null, unit: '', budget: '', verdict: 'SKIP', reason });
  }

  detail(key, value) {
    this.details[key] = value;
  }

  print(out = process.stdout) {
    const shown = this.rows.map((r) => ({
      name: `${r.section}: ${r.name}`,
      value:
        r.verdict === 'SKIP'
          ? `skipped: ${r.reason}`
          : `${formatValue(r.value)}${r.unit ? ` ${r.unit}` : ''}`,
      budget: r.budget,
      verdict: r.verdict,
    }));
    const width = (key, title) => Math.max(title.length, ...shown.map((r) => r[key].length));
    const w = {
      name: width('name', 'name'),
      value: width('value', 'value'),
      budget: width('budget', 'budget'),
    };
    const line = (a, b, c, d) =>
      `${a.padEnd(w.name)}  ${b.padStart(w.value)}  ${c.padEnd(w.budget)}  ${d}`;
    out.write(
      `\n${line('name', 'value', 'budget', 'result')}\n${'-'.repeat(w.name + w.value + w.budget + 14)}\n`,
    );
    for (const r of shown) out.write(`${line(r.name, r.value, r.budget, r.verdict)}\n`);
    const failed = this.rows.filter((r) => r.verdict === 'FAIL').length;
    const passed = this.rows.filter((r) => r.verdict === 'PASS').length;
    out.write(
      `\n${passed} budget(s) passed, ${failed} failed, ${this.rows.filter((r) => r.verdict === 'SKIP').length} skipped\n`,
    );
  }

  write(file = path.join(REPO_ROOT, 'bench', 'results.json')) {
    const body = {
      date: new Date().toISOString(),
      node: process.version,
      rows: this.rows,
      details: this.details,
    };
    fs.writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
    return file;
  }
}

function formatValue(value) {
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(1);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}
