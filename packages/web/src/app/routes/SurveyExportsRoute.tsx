import { PlaceholderPage } from '../../features/placeholders/PlaceholderPage';

/** Route module for /survey_exports. */
export function SurveyExportsRoute() {
  return (
    <PlaceholderPage
      title="Survey Exports"
      description="Survey answers for a date range will be exportable as CSV files here."
    />
  );
}
