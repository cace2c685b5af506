/** The segment editor's model: plain TypeScript, no React, no DOM (DESIGN.md "Segment editor"). */
export { createSegmentEditor } from './createSegmentEditor';
export * from './constants';
export { layoutLaneRows } from './laneLayout';
export { timeToX, xToTime, defaultViewport } from './viewport';
export type * from './types';
