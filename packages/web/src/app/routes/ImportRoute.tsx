import { useSearchParams } from 'react-router';
import { ImportPage } from '../../features/import/ImportPage';

/** Route module for /import and /import?session=<id>. */
export function ImportRoute() {
  const [search] = useSearchParams();
  const sessionId = search.get('session');
  // A new session (or none) is a new import: the page starts afresh.
  return <ImportPage key={sessionId ?? ''} sessionId={sessionId || null} />;
}
