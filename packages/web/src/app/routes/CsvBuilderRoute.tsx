import { PlaceholderPage } from '../../features/placeholders/PlaceholderPage';

/** Route module for /csv_builder. */
export function CsvBuilderRoute() {
  return (
    <PlaceholderPage
      title="CSV Builder"
      description="Build CSV datasets from your club's session metrics here. No datasets have been created yet."
    />
  );
}
