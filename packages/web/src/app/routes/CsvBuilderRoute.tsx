import { CsvBuilderPage } from '../../features/csvBuilder/CsvBuilderPage';

/** Route module for /csv_builder: the CSV Builder. */
export function CsvBuilderRoute() {
  return <CsvBuilderPage />;
}
