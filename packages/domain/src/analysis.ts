// `@touchline/domain/analysis`: the importers and the metric engine alone,
// for a process or thread that only reads tracker files and computes their
// metrics (`touchline analyse`, the server's engine threads) and should not
// load the permissions policy, the simulator, the reporting or the
// formatting: the whole index costs an engine thread about half a second of
// CPU to load, this a quarter of that.
export * from './tracks/track.js';
export * from './tracks/trackSampleStats.js';
export * from './importers/importError.js';
export * from './importers/importFormat.js';
export * from './importers/importTracks.js';
export * from './importers/detectFormat.js';
export * from './importers/mapped/columnMapping.js';
export * from './importers/mapped/previewCsv.js';
export * from './importers/positions/parsePlainPositions.js';
export * from './engine/metricSettings.js';
export * from './engine/windowMetrics.js';
export * from './engine/processedTrack.js';
export * from './engine/processTrack.js';
export * from './engine/computeWindowMetrics.js';
export * from './engine/computeHeatmapGrid.js';
export * from './engine/highestHeartRateBpm.js';
export * from './engine/analyseTrack.js';
export type { MetricScope, ProcessingWarningCode } from './enums/sessions.js';
