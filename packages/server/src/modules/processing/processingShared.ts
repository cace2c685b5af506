import type { EngineThreads } from './engineThreads.js';

/** What the processing handlers of one worker process share. */
export interface ProcessingShared {
  engine: EngineThreads;
}
