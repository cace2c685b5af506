import { defineJobs } from '../../jobs/defineJobs.js';
import { defineModule } from '../defineModule.js';
import { schemaFile } from '../schemaFile.js';
import { fireSurveyTriggerWorker } from './fireSurveyTriggerJob.js';
import { startSurveyTriggerClock } from './queueSurveyTriggers.js';
import { registerSurveyExportRoutes } from './surveyExportRoutes.js';
import { createSurveyLoaders } from './surveys.loaders.js';
import { surveysResolvers } from './surveys.resolvers.js';

/**
 * Surveys (docs/product/surveys.md): the companion app's distributions and answers, timer
 * triggers sending surveys by themselves, and Survey Exports (docs/product/reporting.md).
 */
export const surveysModule = defineModule({
  name: 'surveys',
  schema: schemaFile('surveys'),
  resolvers: [surveysResolvers],
  mappers: {
    Survey: './surveyRows.js#SurveyRow',
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
