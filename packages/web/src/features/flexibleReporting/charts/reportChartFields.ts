import { graphql } from '../../../gql';

/** A saved chart of a report, as its card and the print page read it (spec 02 §3). */
export const ReportChartFieldsFragmentDoc = graphql(`
  fragment ReportChartFields on FlexibleReportChart {
    id
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

/** The dataset's table, as the charts aggregate it (spec 02 §7 DatasetQuery). */
export const DatasetTableFieldsFragmentDoc = graphql(`
  fragment DatasetTableFields on Dataset {
    id
    status
    startsAt
    endsAt
    csvTemplateId
    dateFormat
    rowCount
    columns {
      id
      name
      rows
      chartDataType
      color
      quantity
    }
  }
`);
