import { SurveyExportsPage } from '../../features/surveyExports/SurveyExportsPage';

/** Route module for /survey_exports. */
export function SurveyExportsRoute() {
  return <SurveyExportsPage />;
}
