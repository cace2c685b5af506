import { routeClient } from '../../lib/apollo/routeClient';
import { CurrentReportQuery, DATASET_CONTEXT, DatasetQuery } from './CurrentReportQuery';

/**
 * Asks for the report and its dataset as soon as the router knows the report's address,
 * alongside the shell's own queries instead of after them. The page's queries (cache
 * first) then read these answers, or share the requests still in flight.
 */
export function prefetchReport(reportId: string): void {
  const client = routeClient();
  if (!client || !reportId) return;
  const variables = { id: reportId };
  client.query({ query: CurrentReportQuery, variables }).catch(() => undefined);
  client.query({ query: DatasetQuery, variables, context: DATASET_CONTEXT }).catch(() => undefined);
}
