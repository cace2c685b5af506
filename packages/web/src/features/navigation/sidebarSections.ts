import type { SvgIconComponent } from '@mui/icons-material';
import AdminPanelSettingsRounded from '@mui/icons-material/AdminPanelSettingsRounded';
import AssignmentRounded from '@mui/icons-material/AssignmentRounded';
import BadgeRounded from '@mui/icons-material/BadgeRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import LocalOfferRounded from '@mui/icons-material/LocalOfferRounded';
import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import QuizRounded from '@mui/icons-material/QuizRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import StadiumRounded from '@mui/icons-material/StadiumRounded';
import CreditCardRounded from '@mui/icons-material/CreditCardRounded';
import DashboardRounded from '@mui/icons-material/DashboardRounded';
import DirectionsRunRounded from '@mui/icons-material/DirectionsRunRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import SensorsRounded from '@mui/icons-material/SensorsRounded';
import TableChartRounded from '@mui/icons-material/TableChartRounded';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import { canReach, type ClubAccess } from '../../lib/access/clubAccess';

export interface SidebarItem {
  label: string;
  icon: SvgIconComponent;
  /** In-app route, or an external address opened by the browser. */
  to: string;
  external: boolean;
}

export interface SidebarSection {
  id: 'provider' | 'dashboard' | 'teamMetrics' | 'club';
  /** Null for the provider staff section, which has no heading. */
  heading: string | null;
  items: SidebarItem[];
}

const item = (
  label: string,
  icon: SvgIconComponent,
  to: string,
  external = false,
): SidebarItem => ({
  label,
  icon,
  to,
  external,
});

/**
 * The sidebar's sections with only the items this person may use in this club (docs/product/shell-and-sessions.md §2.6);
 * a section without items is left out.
 */
export function sidebarSections(
  access: ClubAccess,
  manageSubscriptionUrl: string | null,
): SidebarSection[] {
  const sections: SidebarSection[] = [
    {
      id: 'provider',
      heading: null,
      items: access.touchlineStaff
        ? [
            item('Admin Functions', AdminPanelSettingsRounded, '/admin/dashboard'),
            item('Edge Diagnostics', SensorsRounded, '/edge_diagnostics'),
          ]
        : [],
    },
    {
      id: 'dashboard',
      heading: 'Dashboard',
      items: [
        ...(canReach('athleteHome', access) ? [item('My Home', HomeRounded, '/home')] : []),
        ...(canReach('dashboard', access)
          ? [item('Overview', DashboardRounded, '/dashboard')]
          : []),
        ...(manageSubscriptionUrl
          ? [item('Manage Subscription', CreditCardRounded, manageSubscriptionUrl, true)]
          : []),
      ],
    },
    {
      id: 'teamMetrics',
      heading: 'Team Metrics',
      items: [
        ...(canReach('sessions', access)
          ? [item('Sessions', DirectionsRunRounded, '/sessions')]
          : []),
        ...(canReach('import', access) ? [item('Import', UploadFileRounded, '/import')] : []),
        ...(canReach('surveys', access) ? [item('Surveys', QuizRounded, '/surveys')] : []),
        ...(canReach('surveyExports', access)
          ? [item('Survey Exports', AssignmentRounded, '/survey_exports')]
          : []),
        ...(canReach('csvBuilder', access)
          ? [item('CSV Builder', TableChartRounded, '/csv_builder')]
          : []),
        ...(canReach('flexibleReporting', access)
          ? [item('Flexible Reporting', InsightsRounded, '/flexible_reporting')]
          : []),
      ],
    },
    {
      // The club's administration: staff only, never athletes.
      id: 'club',
      heading: 'Club',
      items: canReach('club', access)
        ? [
            item('Members', PeopleAltRounded, '/club/members'),
            item('Squad', BadgeRounded, '/club/squad'),
            item('Groups', GroupsRounded, '/club/groups'),
            item('Tags', LocalOfferRounded, '/club/tags'),
            item('Pitches', StadiumRounded, '/club/pitches'),
            item('Settings', SettingsRounded, '/club/settings'),
          ]
        : [],
    },
  ];
  return sections.filter((section) => section.items.length > 0);
}
