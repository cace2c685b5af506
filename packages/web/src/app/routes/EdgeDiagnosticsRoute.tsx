import { EdgeDiagnosticsPage } from '../../features/edgeDiagnostics/EdgeDiagnosticsPage';

/** Route module for /edge_diagnostics (provider staff only; RequireArea guards it). */
export function EdgeDiagnosticsRoute() {
  return <EdgeDiagnosticsPage />;
}
