import Stack from '@mui/material/Stack';
import { useReactiveVar } from '@apollo/client/react';
import { PageHeader } from '../../components/ui/PageHeader';
import { currentClubIdVar } from '../../lib/apollo/currentClub';
import { LocaleSelect } from './LocaleSelect';
import { RecentReportsTable } from './RecentReportsTable';
import { ReportDataPanel } from './ReportDataPanel';
import { useCanEditReports } from './useCanEditReports';
import { usePreferredLocale } from './usePreferredLocale';
import { useRecentReports } from './useRecentReports';

/** The Flexible Reporting dashboard (docs/product/reporting.md §2): a new report's data and the recent reports. */
export function ReportsPage() {
  const clubId = useReactiveVar(currentClubIdVar) ?? '';
  const [locale, setLocale] = usePreferredLocale();
  const recent = useRecentReports(clubId);
  const canEdit = useCanEditReports(clubId);
  return (
    <>
      <PageHeader
        title="Flexible Reporting"
        actions={<LocaleSelect locale={locale} onChange={setLocale} />}
      />
      <Stack spacing={3}>
        {canEdit && <ReportDataPanel clubId={clubId} reportId={null} stored={null} />}
        <RecentReportsTable recent={recent} locale={locale} canEdit={canEdit} />
      </Stack>
    </>
  );
}
