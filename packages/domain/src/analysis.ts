// `@touchline/domain/analysis`: the importers and the metric engine alone,
// for a process that only analyses tracker files (`touchline analyse`) and
// should not load the permissions policy, the simulator or the formatting.
export * from './tracks/track.js';
export * from './importers/importError.js';
export * from './importers/importFormat.js';
export * from './importers/importTracks.js';
export * from './importers/detectFormat.js';
export * from './importers/positions/parsePlainPositions.js';
export * from './engine/metricSettings.js';
export * from './engine/windowMetrics.js';
export * from './engine/analyseTrack.js';
