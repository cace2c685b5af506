import { usePermission } from '../../lib/access/usePermission';

/**
 * Whether the person may generate datasets in the club: staff may, athletes only read the
 * list (the server's policy treats datasets as the club's reporting). Optimistic until the
 * policy answers, so staff never wait for their tools.
 */
export function useCanCreateDatasets(clubId: string): boolean {
  const { permitted, loading } = usePermission({ action: 'Create', subject: 'Report', clubId });
  return permitted || loading;
}
