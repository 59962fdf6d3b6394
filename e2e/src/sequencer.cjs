const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

/**
 * Jest starts the longest files first when it has their times from an earlier run on this machine,
 * and by file size otherwise: a fresh clone (CI) would start the walks, short files that run for
 * minutes, last, and one worker would run them alone at the end. Without an earlier time, a
 * file's time is taken from here (seconds, two workers, a .ci/run of 2026-11-27); the others
 * count as short.
 */
const SECONDS = {
  'language-walk': 303,
  'office-walk': 185,
  'committee-review': 137,
  questionnaire: 96,
  attestation: 87,
  'attestation-loop': 52,
  'two-factor': 41,
  'tickets-list': 38,
  conversation: 35,
  'delivery-remotes': 33,
  federation: 31,
};

class LongestFirst extends Sequencer {
  time(test) {
    return super.time(test) ?? (SECONDS[path.basename(test.path, '.e2e.ts')] ?? 0) * 1000;
  }
}

module.exports = LongestFirst;
