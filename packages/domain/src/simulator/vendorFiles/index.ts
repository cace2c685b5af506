// The files other vendors' devices write, made from simulated tracks: for tests, the
// browser journey and the benchmarks. Its own entry point: the FIT encoder is slow to load.
export * from './atRate.js';
export * from './writeCatapultCsv.js';
export * from './writeFit.js';
export * from './writeGpx.js';
export * from './writeTcx.js';
export * from './simulateMatchFiles.js';
