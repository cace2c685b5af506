import { MembersPage } from '../../features/members/MembersPage';

/** Route module for /club/members. */
export function MembersRoute() {
  return <MembersPage />;
}
