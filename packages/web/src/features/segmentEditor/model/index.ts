/** The segment editor's model: plain TypeScript, no React, no DOM (docs/ARCHITECTURE.md "Segment editor"). */
export { createSegmentEditor } from './createSegmentEditor';
export * from './constants';
export type * from './types';
