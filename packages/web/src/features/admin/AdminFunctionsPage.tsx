import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { AdminAuditPage } from './AdminAuditPage';
import { AdminClubsPage } from './AdminClubsPage';
import { AdminDashboardPage } from './AdminDashboardPage';
import { AdminHealthPage } from './AdminHealthPage';
import { AdminPeoplePage } from './AdminPeoplePage';
import { SessionDiagnosticsPage } from './SessionDiagnosticsPage';

/** The sub-pages of Admin Functions, in the tabs' order (docs/product/club-administration.md §7). */
const SECTIONS = [
  { path: 'dashboard', label: 'Dashboard' },
  { path: 'clubs', label: 'Clubs' },
  { path: 'people', label: 'People' },
  { path: 'health', label: 'System Health' },
  { path: 'audit', label: 'Audit Log' },
] as const;

/** Admin Functions, provider staff's only (the route lets no one else in). */
export function AdminFunctionsPage() {
  const { pathname } = useLocation();
  const section = SECTIONS.find((each) => pathname.startsWith(`/admin/${each.path}`));
  return (
    <>
      <PageHeader title="Admin Functions" />
      <Tabs value={section?.path ?? false} sx={{ mb: 3 }} aria-label="Admin Functions">
        {SECTIONS.map((each) => (
          <Tab
            key={each.path}
            value={each.path}
            label={each.label}
            component={Link}
            to={`/admin/${each.path}`}
          />
        ))}
      </Tabs>
      <Routes>
        <Route path="dashboard" element={<AdminDashboardPage />} />
        <Route path="clubs" element={<AdminClubsPage />} />
        <Route path="people" element={<AdminPeoplePage />} />
        <Route path="sessions/:sessionId" element={<SessionDiagnosticsPage />} />
        <Route path="health" element={<AdminHealthPage />} />
        <Route path="audit" element={<AdminAuditPage />} />
        <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
      </Routes>
    </>
  );
}
