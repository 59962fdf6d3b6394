#!/usr/bin/env node
/**
 * Sums .test-totals/*.json (written by scripts/jest/totals-reporter.cjs) into one line.
 * Each suite writes its own file (TEST_TOTALS_NAME names it when one suite runs twice), so
 * suites run at the same time are each counted once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.test-totals');

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
