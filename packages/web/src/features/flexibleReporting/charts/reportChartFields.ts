import { graphql } from '../../../gql';

/** A saved chart of a report, as its card and the print page read it (docs/product/reporting.md §3). */
graphql(`
  fragment ReportChartFields on FlexibleReportChart {
    id
    lockVersion
    flexibleReportId
    title
    position
    displayDataLabels
    chartConfig
    sortConfig
    filters
    updatedAt
  }
`);
