import type { ReactNode } from 'react';
import type { ReportQuery } from './reportQuery';
import { ReportMessage } from './ReportMessage';

type SessionKind = 'MatchSession' | 'TrainingSession';

export interface SessionQueryViewProps<S extends { __typename?: string }, K extends SessionKind> {
  query: ReportQuery<{ session: S | null }>;
  /** The kind of session the view is for. */
  kind: K;
  /** Said for a session of another kind. */
  wrongKindText: string;
  /** Shown until the first answer: the view at its size. */
  skeleton: ReactNode;
  children: (session: Extract<S, { __typename: K }>) => ReactNode;
}

/**
 * The states every view of a report shares before its own: the server's error, loading,
 * a missing session and a session of the wrong kind.
 */
export function SessionQueryView<S extends { __typename?: string }, K extends SessionKind>({
  query,
  kind,
  wrongKindText,
  skeleton,
  children,
}: SessionQueryViewProps<S, K>) {
  const session = query.data?.session;
  if (!session) {
    if (query.errorMessage)
      return <ReportMessage severity="error">{query.errorMessage}</ReportMessage>;
    if (query.loading) return <>{skeleton}</>;
    return <ReportMessage severity="error">Session not found</ReportMessage>;
  }
  if (session.__typename !== kind) {
    return <ReportMessage severity="error">{wrongKindText}</ReportMessage>;
  }
  return <>{children(session as Extract<S, { __typename: K }>)}</>;
}
