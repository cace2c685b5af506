import { graphql } from '../../../gql';

/** docs/product/reporting.md §7: every chart mutation refetches the report (by the page's query name). */
export const REPORT_REFETCH = ['CurrentReportQuery'];

export const CreateFlexibleReportChartMutation = graphql(`
  mutation createFlexibleReportChart($attributes: FlexibleReportChartAttributes!) {
    createFlexibleReportChart(attributes: $attributes) {
      reportChart {
        ...ReportChartFields
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const UpdateFlexibleReportChartMutation = graphql(`
  mutation updateFlexibleReportChart($id: ID!, $attributes: FlexibleReportChartAttributes!) {
    updateFlexibleReportChart(id: $id, attributes: $attributes) {
      reportChart {
        ...ReportChartFields
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const UpdateFlexibleReportChartPositionMutation = graphql(`
  mutation updateFlexibleReportChartPosition($id: ID!, $position: Int!) {
    updateFlexibleReportChartPosition(id: $id, position: $position) {
      reportChart {
        id
        position
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const DestroyFlexibleReportChartsMutation = graphql(`
  mutation destroyFlexibleReportCharts($chartIds: [ID!]!) {
    destroyFlexibleReportCharts(chartIds: $chartIds) {
      destroyedIds
      errors {
        ...MutationErrorFields
      }
    }
  }
`);
