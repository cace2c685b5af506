import { graphql } from '../../gql';

/** The open report with its charts (docs/product/reporting.md §7); the chart mutations refetch it by name. */
export const CurrentReportQuery = graphql(`
  query CurrentReportQuery($id: ID!) {
    flexibleReport(id: $id) {
      id
      title
      clubId
      startDate
      endDate
      dateFormat
      updatedAt
      dataset {
        id
        status
      }
      reportCharts(limit: 30, offset: 0) {
        ...ReportChartFields
      }
    }
  }
`);

/**
 * The report's dataset as the charts read it, asked for by the REPORT's id: so it
 * starts alongside CurrentReportQuery (both from the route's loader) instead of after
 * it. Its table is empty until the dataset is Completed.
 */
export const DatasetQuery = graphql(`
  query DatasetQuery($id: ID!) {
    flexibleReport(id: $id) {
      id
      dataset {
        ...DatasetTableFields
      }
    }
  }
`);

/** DatasetQuery's answer is large: it travels on its own, not batched with the shell's queries. */
export const DATASET_CONTEXT = { ownRequest: true };

/** The dataset's status: its current one first, then each change (docs/product/reporting.md §4). */
export const DatasetUpdatedEventSubscription = graphql(`
  subscription datasetUpdatedEvent($id: ID!) {
    datasetUpdatedEvent(id: $id) {
      id
      status
    }
  }
`);
