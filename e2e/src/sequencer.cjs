const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

/**
 * Jest starts the longest files first when it has their times from an earlier run on this machine,
 * and by file size otherwise: a fresh clone (CI) would start the walks, short files that run for
 * minutes, last, and one worker would run them alone at the end. Without an earlier time, a
 * file's time is taken from here (seconds, two workers, 2026-11-27); the others count as short.
 */
const SECONDS = {
  'language-walk': 530,
  'office-walk': 312,
  'delivery-remotes': 107,
  attestation: 107,
  'attestation-loop': 87,
  'tickets-list': 69,
  federation: 57,
  'two-factor': 57,
};

class LongestFirst extends Sequencer {
  time(test) {
    return super.time(test) ?? (SECONDS[path.basename(test.path, '.e2e.ts')] ?? 0) * 1000;
  }
}

module.exports = LongestFirst;
