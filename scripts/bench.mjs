#!/usr/bin/env node
// The benchmark suite (API throughput, bundle sizes, Lighthouse, export timing) is the
// performance issue's work; until it lands there is nothing to measure.
console.log('no benchmarks yet');
