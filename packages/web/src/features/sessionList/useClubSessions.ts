import { useQuery } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import type { SessionsQueryQuery } from '../../gql/graphql';
import { SessionsQuery } from './SessionsQuery';

type SessionsData = SessionsQueryQuery;

/** Appends a later batch to the loaded sessions (a session already listed is not repeated). */
export function appendSessionBatch(previous: SessionsData, next: SessionsData): SessionsData {
  if (!previous.club || !next.club) return previous;
  const listed = new Set(previous.club.sessions.nodes.map((session) => session.id));
  return {
    ...previous,
    club: {
      ...previous.club,
      sessions: {
        ...next.club.sessions,
        nodes: [
          ...previous.club.sessions.nodes,
          ...next.club.sessions.nodes.filter((session) => !listed.has(session.id)),
        ],
      },
    },
  };
}

/**
 * The club's sessions, newest first, and its athlete groups. `loadMore` asks for the next
 * batch only once per loaded batch (offset paging), however often the list is scrolled.
 */
export function useClubSessions(clubId: string) {
  const { data, loading, error, fetchMore } = useQuery(SessionsQuery, {
    variables: { clubId, offset: 0 },
    skip: !clubId,
  });
  // The offsets asked for, per club: a batch is asked for once.
  const requested = useRef(new Map<string, Set<number>>());
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreError, setLoadMoreError] = useState<string | null>(null);

  const nextOffset = data?.club?.sessions.nextOffset ?? null;
  const loadMore = useCallback(() => {
    const offsets = requested.current.get(clubId) ?? new Set<number>();
    requested.current.set(clubId, offsets);
    if (nextOffset === null || offsets.has(nextOffset)) return;
    offsets.add(nextOffset);
    setLoadingMore(true);
    setLoadMoreError(null);
    fetchMore({
      variables: { offset: nextOffset },
      updateQuery: (previous, { fetchMoreResult }) => appendSessionBatch(previous, fetchMoreResult),
    })
      .catch((failure: unknown) => {
        // A failed batch may be asked for again by the next scroll.
        offsets.delete(nextOffset);
        setLoadMoreError(failure instanceof Error ? failure.message : String(failure));
      })
      .finally(() => setLoadingMore(false));
  }, [clubId, fetchMore, nextOffset]);

  return {
    sessions: data?.club?.sessions.nodes ?? null,
    athleteGroups: data?.club?.athleteGroups ?? [],
    loading: loading && !loadingMore,
    errorMessage: error?.message ?? loadMoreError,
    hasMore: nextOffset !== null && !loadingMore,
    loadingMore,
    loadMore,
  };
}
