import { routeClient } from '../../lib/apollo/routeClient';
import { SegmentsQuery } from './SegmentsQuery';

/** How long a prefetched answer may stand in for the page's own request. */
const FRESH_MS = 10_000;
const answeredAt = new Map<string, number>();

/**
 * Asks for SegmentsQuery as soon as the router knows the editor's address, alongside the
 * shell's own queries instead of after them (a full page load would otherwise wait for
 * the person, the club and the route before asking). Always from the network.
 */
export function prefetchSegments(sessionId: string): void {
  const client = routeClient();
  if (!client) return;
  answeredAt.delete(sessionId);
  client
    .query({ query: SegmentsQuery, variables: { sessionId }, fetchPolicy: 'network-only' })
    .then((result) => {
      if (!result.error) answeredAt.set(sessionId, Date.now());
    })
    .catch(() => undefined);
}

/**
 * True when this navigation's prefetch of the session's SegmentsQuery has been answered
 * by the network moments ago: the page may show that answer rather than ask again. A page
 * that mounts while the prefetch is still on its way asks too, and shares its request
 * (Apollo merges identical queries in flight).
 */
export function takePrefetchedSegments(sessionId: string, now = Date.now()): boolean {
  const at = answeredAt.get(sessionId);
  return at !== undefined && now - at <= FRESH_MS;
}
