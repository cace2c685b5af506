import { CompletionBoardPage } from '../../features/surveys/CompletionBoardPage';
import { SurveyEditorPage } from '../../features/surveys/SurveyEditorPage';
import { SurveysPage } from '../../features/surveys/SurveysPage';

/** Route module for /surveys. */
export function SurveysRoute() {
  return <SurveysPage />;
}

/** Route module for /surveys/:surveyId. */
export function SurveyEditorRoute() {
  return <SurveyEditorPage />;
}

/** Route module for /surveys/board. */
export function CompletionBoardRoute() {
  return <CompletionBoardPage />;
}
