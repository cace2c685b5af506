// What the benchmarks need of the demo club, read over GraphQL as a coach:
// its id, its athletes, its processed sessions; and new sessions to upload to.
import { graphql } from './httpSession.mjs';

const CLUB_NAME = 'Touchline FC';

/** Every processed session of the club, newest first (the server pages them). */
async function processedSessions(session, clubId) {
  const found = [];
  let offset = 0;
  while (offset !== null) {
    const data = await graphql(
      session,
      `query BenchSessions($clubId: ID!, $offset: Int) { club(id: $clubId) {
        sessions(offset: $offset) { nextOffset nodes { __typename id dataProcessing } } } }`,
      { clubId, offset },
    );
    const page = data.club.sessions;
    found.push(...page.nodes.filter((node) => !node.dataProcessing));
    offset = page.nextOffset ?? null;
  }
  return found;
}

/** The demo club's id, its athletes' ids (sorted) and its newest processed match. */
export async function findDemoClub(session) {
  const { currentPerson } = await graphql(session, '{ currentPerson { clubs { id name } } }');
  const club = currentPerson.clubs.find((candidate) => candidate.name === CLUB_NAME);
  if (!club) throw new Error(`the coach is not staff of ${CLUB_NAME}`);
  const data = await graphql(
    session,
    'query BenchAthletes($clubId: ID!) { club(id: $clubId) { athleteGroups { athletes { id } } } }',
    { clubId: club.id },
  );
  const athleteIds = [
    ...new Set(data.club.athleteGroups.flatMap((group) => group.athletes.map(({ id }) => id))),
  ].sort();
  const sessions = await processedSessions(session, club.id);
  const match = sessions.find((node) => node.__typename === 'MatchSession');
  return { clubId: club.id, athleteIds, matchSessionId: match?.id ?? null };
}

/** A new session of the club; `periods` ({ name, startTime, endTime }) make it a match. */
export async function createBenchSession(session, clubId, { startTime, endTime, periods = null }) {
  const data = await graphql(
    session,
    `mutation BenchCreateSession($input: CreateSessionInput!) {
      createSession(input: $input) { sessionId } }`,
    {
      input: {
        clubId,
        kind: periods ? 'match' : 'training',
        startTime,
        endTime,
        description: 'benchmark',
        ...(periods ? { periods, opponent: 'Bench XI' } : {}),
      },
    },
  );
  return data.createSession.sessionId;
}
