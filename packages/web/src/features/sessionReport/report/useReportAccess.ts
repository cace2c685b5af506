import { useReactiveVar } from '@apollo/client/react';
import { useFeature } from '../../../lib/access/useFeature';
import { usePermission } from '../../../lib/access/usePermission';
import { currentClubIdVar } from '../../../lib/apollo/currentClub';

/** What the person may do with a session's report, and the club's switches for it. */
export function useReportAccess(sessionId: string) {
  const clubId = useReactiveVar(currentClubIdVar) ?? '';
  const exportPermission = usePermission({
    action: 'Export',
    subject: 'Session',
    subjectId: sessionId,
  });
  return {
    clubId,
    exportPermission,
    /** The club's raw_top_speed switch: the athlete tables add Raw Top Speed. */
    showRawTopSpeed: useFeature(clubId, 'raw_top_speed').enabled,
  };
}
