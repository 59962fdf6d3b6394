const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

/**
 * Jest starts the longest files first when it has their times from an earlier run on this machine,
 * and by file size otherwise: a fresh clone (CI) would start the walks, short files that run for
 * minutes, last, and one worker would run them alone at the end. Without an earlier time, a
 * file's time is taken from here (seconds, two workers, the .ci/run of 2026-11-28; the two walks
 * scaled by what the faster axe scan saved them run alone); the others count as short.
 */
const SECONDS = {
  'language-walk': 260,
  'committee-review': 161,
  'office-walk': 150,
  attestation: 103,
  questionnaire: 96,
  analytics: 69,
  'delivery-remotes': 58,
  'tickets-list': 54,
  'two-factor': 54,
  'patents-table': 53,
  federation: 50,
  'attestation-loop': 49,
  'a11y-keyboard': 46,
};

class LongestFirst extends Sequencer {
  time(test) {
    return super.time(test) ?? (SECONDS[path.basename(test.path, '.e2e.ts')] ?? 0) * 1000;
  }
}

module.exports = LongestFirst;
