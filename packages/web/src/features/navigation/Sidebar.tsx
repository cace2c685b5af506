import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListSubheader from '@mui/material/ListSubheader';
import { useTheme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { TouchlineLogo } from '../../components/ui/TouchlineLogo';
import { graphql } from '../../gql';
import type { SidebarClubFragment, SidebarPersonFragment } from '../../gql/graphql';
import type { ClubAccess } from '../../lib/access/clubAccess';
import { sidebarSections } from './sidebarSections';
import { SidebarNavItem } from './SidebarNavItem';
import { SidebarProfileCard } from './SidebarProfileCard';
import { UnitSystemMenu } from './UnitSystemMenu';
import { useManageSubscriptionUrl } from './useManageSubscriptionUrl';

graphql(`
  fragment SidebarClub on Club {
    id
    name
  }
`);

export interface SidebarProps {
  club: SidebarClubFragment;
  person: SidebarPersonFragment;
  access: ClubAccess;
  open: boolean;
  onToggle: () => void;
  onSignOut: () => void;
}

/** The club area's navigation (docs/product/shell-and-sessions.md §2.6). */
export function Sidebar({ club, person, access, open, onToggle, onSignOut }: SidebarProps) {
  const { layout } = useTheme();
  const manageSubscriptionUrl = useManageSubscriptionUrl(club.id, access.clubStaff);
  const sections = sidebarSections(access, manageSubscriptionUrl);
  const width = open ? layout.sidebarOpenWidth : layout.sidebarCollapsedWidth;

  return (
    <Box
      component="nav"
      aria-label="Main navigation"
      sx={{
        width,
        flexShrink: 0,
        height: '100vh',
        position: 'sticky',
        top: 0,
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'secondary.main',
        color: '#fff',
        transition: 'width 180ms ease',
        overflowX: 'hidden',
        overflowY: 'auto',
      }}
    >
      <Box
        component={RouterLink}
        to="/"
        sx={{
          display: 'flex',
          textDecoration: 'none',
          justifyContent: open ? 'flex-start' : 'center',
          px: open ? 2.5 : 0,
          py: 2.5,
        }}
      >
        <TouchlineLogo withWordmark={open} size={32} />
      </Box>
      <SidebarProfileCard person={person} clubName={club.name} open={open} />
      <Box sx={{ flex: 1, mt: 1 }}>
        {sections.map((section) => (
          <List
            key={section.id}
            dense
            aria-label={section.heading ?? 'Touchline staff'}
            subheader={
              open && section.heading ? (
                <ListSubheader disableSticky sx={subheaderSx}>
                  {section.heading}
                </ListSubheader>
              ) : undefined
            }
          >
            {section.items.map((item) => (
              <ListItem key={item.label} disablePadding sx={{ display: 'block' }}>
                <SidebarNavItem
                  label={item.label}
                  icon={item.icon}
                  open={open}
                  {...(item.external ? { href: item.to } : { to: item.to })}
                />
              </ListItem>
            ))}
          </List>
        ))}
      </Box>
      <Divider sx={{ borderColor: 'rgba(255,255,255,0.08)' }} />
      <List dense aria-label="Sidebar actions">
        <ListItem disablePadding sx={{ display: 'block' }}>
          <SidebarNavItem
            label={open ? 'Collapse Sidebar' : 'Expand Sidebar'}
            icon={open ? ChevronLeftRounded : ChevronRightRounded}
            open={open}
            onClick={onToggle}
          />
        </ListItem>
        <ListItem disablePadding sx={{ display: 'block' }}>
          <UnitSystemMenu open={open} />
        </ListItem>
        <ListItem disablePadding sx={{ display: 'block' }}>
          <SidebarNavItem label="Sign Out" icon={LogoutRounded} open={open} onClick={onSignOut} />
        </ListItem>
      </List>
    </Box>
  );
}

const subheaderSx = {
  bgcolor: 'transparent',
  color: 'rgba(255,255,255,0.45)',
  fontSize: 11,
  fontWeight: 700,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
  lineHeight: '32px',
  px: 2.5,
} as const;
