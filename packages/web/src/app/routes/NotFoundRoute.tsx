import { NotFoundPage } from '../../features/shell/NotFoundPage';

/** Route module for any path the app does not know. */
export function NotFoundRoute() {
  return <NotFoundPage />;
}
