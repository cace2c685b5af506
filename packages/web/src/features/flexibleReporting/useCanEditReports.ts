import { usePermission } from '../../lib/access/usePermission';

/**
 * Whether the person may create and change reports in the club (staff may; athletes only
 * read them). Optimistic until the policy answers, so staff never wait for their tools.
 */
export function useCanEditReports(clubId: string): boolean {
  const { permitted, loading } = usePermission({ action: 'Create', subject: 'Report', clubId });
  return permitted || loading;
}
