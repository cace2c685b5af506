// Row types of sessions, named for GraphQL codegen's mappers.

/** A session's processing state, as the sessionProcessed subscription answers it. */
export interface SessionProcessingRow {
  sessionId: string;
  dataProcessing: boolean;
}
