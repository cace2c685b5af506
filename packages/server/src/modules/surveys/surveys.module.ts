import { defineJobs } from '../../jobs/defineJobs.js';
import { defineModule } from '../defineModule.js';
import { schemaFile } from '../schemaFile.js';
import { fireSurveyTriggerWorker } from './fireSurveyTriggerJob.js';
import { startSurveyTriggerClock } from './queueSurveyTriggers.js';
import { registerSurveyExportRoutes } from './surveyExportRoutes.js';
import { createSurveyLoaders } from './surveys.loaders.js';
import { surveysResolvers } from './surveys.resolvers.js';

/**
 * Surveys (docs/product/surveys.md): staff's authoring (surveys, questions, timers, sending
 * now), the completion board and wellness flags; athletes' distributions and answers; timer
 * triggers sending surveys by themselves; Survey Exports (docs/product/reporting.md).
 */
export const surveysModule = defineModule({
  name: 'surveys',
  schema: schemaFile('surveys'),
  resolvers: [surveysResolvers],
  mappers: {
    Survey: './surveyRows.js#SurveyParent',
    SurveyTimer: './surveyRecipients.js#SurveyTriggerRow',
    SurveyCompletion: './surveyCompletionBoard.service.js#SurveyCompletionParent',
    SurveyRecipientStatus: './surveyCompletionBoard.service.js#RecipientStatusParent',
    WellnessFlag: './wellnessFlags.service.js#WellnessFlagParent',
    SurveyQuestion: './surveyRows.js#SurveyQuestionParent',
    MySurveyDistribution: './mySurveyDistributions.service.js#MyDistributionParent',
    SurveyAnswer: './surveyAnswerParent.js#SurveyAnswerParent',
  },
  loaders: createSurveyLoaders,
  routes: registerSurveyExportRoutes,
  jobs: defineJobs({
    queues: [fireSurveyTriggerWorker],
    // Every minute, a job per active trigger (at most one waiting each).
    startWorkers: ({ database, jobs, log }) =>
      Promise.resolve(startSurveyTriggerClock(database.db, jobs, log)),
  }),
});
