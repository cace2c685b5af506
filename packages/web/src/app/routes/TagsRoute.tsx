import { TagsPage } from '../../features/clubSettings/TagsPage';

/** Route module for /club/tags. */
export function TagsRoute() {
  return <TagsPage />;
}
