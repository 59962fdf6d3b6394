#!/usr/bin/env node
/**
 * Sums .test-totals/*.json (written by scripts/jest/totals-reporter.cjs) into one line.
 * `--rename FROM TO` instead files suite FROM's totals under TO, so a later run of the same
 * suite (the server suite on another Node version in .ci/run) does not overwrite them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.test-totals');

const renameAt = process.argv.indexOf('--rename');
if (renameAt >= 0) {
  const [from, to] = process.argv.slice(renameAt + 1, renameAt + 3);
  if (!from || !to) throw new Error('usage: test-totals.mjs --rename FROM TO');
  const source = path.join(dir, `${from}.json`);
  // A suite that crashed before its reporter ran leaves no file: nothing to rename.
  if (fs.existsSync(source)) {
    const totals = JSON.parse(fs.readFileSync(source, 'utf8'));
    fs.writeFileSync(path.join(dir, `${to}.json`), JSON.stringify({ ...totals, suite: to }));
    fs.rmSync(source);
  }
  process.exit(0);
}
let passed = 0;
let failed = 0;
let skipped = 0;
// `--step-failed`: a step outside Jest (lint, type check, build) failed: never report 0 failed.
const stepFailed = process.argv.includes('--step-failed');
if (fs.existsSync(dir)) {
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const t = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    console.log(
      `  ${t.suite}: ${t.passed} passed, ${t.failed} failed${t.skipped ? `, ${t.skipped} skipped` : ''}`,
    );
    passed += t.passed;
    failed += t.failed;
    skipped += t.skipped;
  }
}
if (stepFailed && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
