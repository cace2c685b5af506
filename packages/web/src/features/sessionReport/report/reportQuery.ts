import type { ErrorLike } from '@apollo/client';

/** What a part of a session report needs from one query. */
export interface ReportQuery<TData> {
  /** The latest answer; while a new selection of athletes loads, the previous one. */
  data: TData | undefined;
  loading: boolean;
  /** The server's message; null without an error. */
  errorMessage: string | null;
}

/** One Apollo query result as a report part reads it. */
export function reportQuery<TData>(result: {
  data: TData | undefined;
  previousData?: TData | undefined;
  loading: boolean;
  error?: ErrorLike | undefined;
}): ReportQuery<TData> {
  return {
    data: result.data ?? result.previousData,
    loading: result.loading,
    errorMessage: result.error?.message ?? null,
  };
}

/** The `athleteIds` variable of the report queries: none picked means every athlete (docs/product/shell-and-sessions.md §5). */
export function athleteIdsVariable(selectedAthleteIds: readonly string[]): string[] | null {
  return selectedAthleteIds.length > 0 ? [...selectedAthleteIds] : null;
}
