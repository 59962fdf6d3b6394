/**
 * Writes this run's pass/fail totals to <repo>/.test-totals/<package>.json so .ci/run can
 * print one closing line over every suite it ran. TEST_TOTALS_NAME names the file instead, so
 * the same suite run again (the server suite on another Node version, possibly at the same
 * time) is counted on its own and overwrites nothing.
 */
const fs = require('node:fs');
const path = require('node:path');

class TotalsReporter {
  /** `options.name` names the suite when one package has several (e.g. server-faults). */
  constructor(globalConfig, options = {}) {
    this.rootDir = globalConfig.rootDir;
    this.name = options.name;
  }

  onRunComplete(_contexts, results) {
    const dir = path.join(__dirname, '..', '..', '.test-totals');
    fs.mkdirSync(dir, { recursive: true });
    const name = process.env.TEST_TOTALS_NAME || this.name || path.basename(this.rootDir);
    const failedSuites = results.numFailedTestSuites + results.numRuntimeErrorTestSuites;
    fs.writeFileSync(
      path.join(dir, `${name}.json`),
      JSON.stringify({
        suite: name,
        passed: results.numPassedTests,
        failed:
          results.numFailedTests +
          (failedSuites > 0 && results.numFailedTests === 0 ? failedSuites : 0),
        skipped: results.numPendingTests + results.numTodoTests,
      }),
    );
  }
}

module.exports = TotalsReporter;
