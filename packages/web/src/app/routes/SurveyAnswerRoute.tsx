import { SurveyAnswerPage } from '../../features/surveyAnswering/SurveyAnswerPage';

/** Route module for /surveys/answer/:distributionId: answering a survey sent to the athlete. */
export function SurveyAnswerRoute() {
  return <SurveyAnswerPage />;
}
