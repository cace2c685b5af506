import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useState } from 'react';
import type { useClubSessions } from './useClubSessions';
import { AthletePicker } from './AthletePicker';
import { SessionList } from './SessionList';

/** The side panel's width (docs/product/dashboard-and-segments.md §2.3, §9). */
export const SIDE_PANEL_WIDTH = 240;

type PanelTab = 'sessions' | 'athletes';

export interface SessionSidePanelProps {
  clubSessions: ReturnType<typeof useClubSessions>;
  selectedSessionId: string | null;
}

/** Sessions and Athletes tabs beside the report (docs/product/dashboard-and-segments.md §2.3). */
export function SessionSidePanel({ clubSessions, selectedSessionId }: SessionSidePanelProps) {
  const [tab, setTab] = useState<PanelTab>('sessions');
  const id = useId();
  const shown: PanelTab = selectedSessionId === null ? 'sessions' : tab;

  return (
    <Paper
      component="aside"
      aria-label="Sessions and athletes"
      sx={{
        width: { xs: '100%', md: SIDE_PANEL_WIDTH },
        flexShrink: 0,
        position: { md: 'sticky' },
        top: 16,
        height: { xs: 360, md: 'calc(100vh - 140px)' },
        minHeight: 360,
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
      }}
    >
      <Tabs
        value={shown}
        onChange={(_event, value: PanelTab) => setTab(value)}
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 44 }}
      >
        <Tab
          value="sessions"
          label="Sessions"
          id={`${id}-sessions`}
          aria-controls={`${id}-sessions-panel`}
          sx={{ minHeight: 44 }}
        />
        <Tab
          value="athletes"
          label="Athletes"
          id={`${id}-athletes`}
          aria-controls={`${id}-athletes-panel`}
          disabled={selectedSessionId === null}
          sx={{ minHeight: 44 }}
        />
      </Tabs>
      <Box
        role="tabpanel"
        id={`${id}-sessions-panel`}
        aria-labelledby={`${id}-sessions`}
        hidden={shown !== 'sessions'}
        sx={panelSx}
      >
        <SessionList
          sessions={clubSessions.sessions}
          selectedSessionId={selectedSessionId}
          errorMessage={clubSessions.errorMessage}
          hasMore={clubSessions.hasMore}
          loadingMore={clubSessions.loadingMore}
          onLoadMore={clubSessions.loadMore}
        />
      </Box>
      {/* Kept mounted so the session's athletes load with the page, not on the first click. */}
      {selectedSessionId !== null && (
        <Box
          role="tabpanel"
          id={`${id}-athletes-panel`}
          aria-labelledby={`${id}-athletes`}
          hidden={shown !== 'athletes'}
          sx={panelSx}
        >
          <AthletePicker sessionId={selectedSessionId} athleteGroups={clubSessions.athleteGroups} />
        </Box>
      )}
    </Paper>
  );
}

const panelSx = {
  flex: 1,
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
  '&[hidden]': { display: 'none' },
} as const;
