// How far processing has got, as a coach can see it over GraphQL: a
// session's athletes with stored metrics, whether it is still processing,
// and how many of the club's sessions are.
import { graphql } from './httpSession.mjs';

/** `{ processing, stored }` of a session, or null when the server does not answer. */
export async function sessionProgress(session, sessionId) {
  try {
    const data = await graphql(
      session,
      `query BenchProgress($sessionId: ID!) { session(id: $sessionId) {
        dataProcessing sessionParticipations { athleteMetricSet { id } } } }`,
      { sessionId },
    );
    const participations = data.session.sessionParticipations;
    return {
      processing: data.session.dataProcessing,
      stored: participations.filter((p) => p.athleteMetricSet !== null).length,
    };
  } catch {
    return null;
  }
}

/**
 * How many of the club's sessions (of `only`, a set of ids, when given) are
 * processing, or null when the server does not answer.
 */
export async function clubSessionsProcessing(session, clubId, only = null) {
  let processing = 0;
  let offset = 0;
  try {
    while (offset !== null) {
      const data = await graphql(
        session,
        `query BenchClubProgress($clubId: ID!, $offset: Int) { club(id: $clubId) {
          sessions(offset: $offset) { nextOffset nodes { id dataProcessing } } } }`,
        { clubId, offset },
      );
      const page = data.club.sessions;
      processing += page.nodes.filter(
        (node) => node.dataProcessing && (only === null || only.has(node.id)),
      ).length;
      offset = page.nextOffset ?? null;
    }
    return processing;
  } catch {
    return null;
  }
}

/** Polls `observe()` every `everyMs` until `done(value)` or `timeoutMs`; the last value and when. */
export async function pollUntil(observe, done, { everyMs = 50, timeoutMs = 300_000 } = {}) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await observe();
    const at = performance.now();
    const met = value !== null && done(value);
    if (met || at > deadline) return { value, at, met };
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
