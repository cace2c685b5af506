export { type NewSurveyQuestion, createSurvey } from './createSurvey.service.js';
