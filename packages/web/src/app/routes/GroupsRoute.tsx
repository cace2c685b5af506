import { GroupsPage } from '../../features/squad/GroupsPage';

/** Route module for /club/groups. */
export function GroupsRoute() {
  return <GroupsPage />;
}
