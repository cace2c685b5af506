export { type NewSurveyQuestion, createSurvey } from './createSurvey.service.js';
export {
  type MyDistributionParent,
  mySurveyDistributions,
} from './mySurveyDistributions.service.js';
