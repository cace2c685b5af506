import type { CodegenConfig } from '@graphql-codegen/cli';
import { modules } from './src/modules/modules.js';

const REPORT_ROWS = '../modules/sessionReports/sessionReportRows.js';
const SEGMENT_ROWS = '../modules/segments/segmentRows.js';
const FLEXIBLE_REPORT_ROWS = '../modules/flexibleReports/flexibleReportRows.js';

// Resolver types come from the SDL the modules declare (src/modules/modules.ts),
// so a new module's types are generated without a word here; `npm run
// codegen:check` fails when they are stale.
const config: CodegenConfig = {
  schema: modules.flatMap((module) => (module.schema ? [module.schema] : [])),
  generates: {
    'src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        useIndexSignature: false,
        contextType: '../context.js#GraphQLContext',
        scalars: { ISO8601DateTime: 'string', JSON: 'unknown' },
        mappers: {
          Person: '../db/rows.js#PersonRow',
          Club: '../db/rows.js#ClubRow',
          Organisation: '../db/rows.js#ClubOrganisation',
          BillingSubscription: '../db/rows.js#BillingSubscriptionRow',
          Athlete: '../db/rows.js#AthleteRow',
          Staff: '../access/loadMemberships.js#ViewerMembership',
          Session: '../db/rows.js#SessionRow',
          TrainingSession: '../db/rows.js#SessionRow',
          MatchSession: '../db/rows.js#SessionRow',
          SessionParticipation: `${REPORT_ROWS}#ParticipationRow`,
          AthleteMetricSet: `${REPORT_ROWS}#AthleteMetricSetRow`,
          SessionMetricSet: `${REPORT_ROWS}#TeamMetricSetRow`,
          MatchSessionPeriod: `${REPORT_ROWS}#MatchPeriodRow`,
          SampledSpeedSeries: '../modules/sessionReports/storedSeries.js#IsoSampledSeries',
          Segment: `${REPORT_ROWS}#SegmentRow`,
          Pitch: `${REPORT_ROWS}#PitchRow`,
          MatchDefinition: `${REPORT_ROWS}#MatchDefinitionRow`,
          ProcessingWarning: `${REPORT_ROWS}#ProcessingWarningRow`,
          AthleteGroup: `${REPORT_ROWS}#AthleteGroupRow`,
          TagDefinition: `${SEGMENT_ROWS}#TagDefinitionRow`,
          SegmentParticipation: `${SEGMENT_ROWS}#SegmentParticipationRow`,
          SegmentMetricSet: `${SEGMENT_ROWS}#SegmentMetricSetRow`,
          ClubSettings: `${SEGMENT_ROWS}#ClubSettingsRow`,
          SegmentsUpdatedEvent: `${SEGMENT_ROWS}#SegmentsUpdatedRow`,
          FlexibleReport: `${FLEXIBLE_REPORT_ROWS}#FlexibleReportRow`,
          FlexibleReportChart: `${FLEXIBLE_REPORT_ROWS}#FlexibleReportChartRow`,
          Dataset: '../modules/datasets/datasetRows.js#DatasetParent',
          DatasetUpdatedEvent: '../modules/datasets/datasetRows.js#DatasetUpdatedRow',
          Survey: '../modules/surveys/surveyRows.js#SurveyRow',
          SurveyQuestion: '../modules/surveys/surveyRows.js#SurveyQuestionParent',
          MySurveyDistribution:
            '../modules/surveys/mySurveyDistributions.service.js#MyDistributionParent',
          SurveyAnswer: '../modules/surveys/surveyAnswerParent.js#SurveyAnswerParent',
          AthleteWeeklySummary: '../modules/dashboard/dashboardRows.js#AthleteWeeklySummaryRow',
        },
      },
    },
  },
};

export default config;
