#!/usr/bin/env node
// `npm run bench`: the performance benchmarks (see bench/README.md).
import { main } from '../bench/run.mjs';

main().then(
  // A failed budget is reported in the table; the run itself succeeded. BENCH_STRICT=1 turns
  // failed budgets into a non-zero exit (for CI gates).
  (code) => process.exit(process.env.BENCH_STRICT === '1' ? code : 0),
  (err) => {
    process.stderr.write(`bench failed: ${err.stack ?? err}\n`);
    process.exit(1);
  },
);
