// The web app's page loads as the scale benchmark sends them: each page's first batch of
// queries in one POST to /api/graphql, from the web app's own generated documents.
import { teamWeeks } from '@touchline/domain';
import { sessionPageBatch, webDocuments } from './sessionPageBatch.mjs';

const TIME_ZONE = 'Europe/London';

/** `{ dashboard, sessionList, sessionPage }`: each page's batch, as JSON text. */
export function scalePages({ clubId, matchSessionId }) {
  const documents = webDocuments();
  const operation = (operationName, variables) => {
    const query = documents.get(operationName);
    if (!query) throw new Error(`the web app has no ${operationName} any more`);
    return { operationName, query, variables };
  };
  // The dashboard asks for the current week's table at once (useTeamWeeklyOverview).
  const [week] = teamWeeks(new Date(), TIME_ZONE);
  const { batch, missing } = sessionPageBatch({ sessionId: matchSessionId, clubId });
  if (missing.length > 0) throw new Error(`the match page lost ${missing.join(', ')}`);
  return {
    dashboard: JSON.stringify([
      operation('DashboardQuery', { clubId }),
      operation('TeamWeeklyOverviewQuery', {
        clubId,
        startTime: week.startTime.toISOString(),
        endTime: week.endTime.toISOString(),
      }),
    ]),
    sessionList: JSON.stringify([operation('SessionsQuery', { clubId, offset: 0 })]),
    sessionPage: JSON.stringify(batch),
  };
}
