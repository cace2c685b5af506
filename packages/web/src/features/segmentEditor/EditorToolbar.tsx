import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import ContentCutRounded from '@mui/icons-material/ContentCutRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import SortRounded from '@mui/icons-material/SortRounded';
import ZoomInRounded from '@mui/icons-material/ZoomInRounded';
import ZoomOutMapRounded from '@mui/icons-material/ZoomOutMapRounded';
import ZoomOutRounded from '@mui/icons-material/ZoomOutRounded';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import type { SegmentEditor } from './model';
import type { ScreenView } from './useScreenView';
import { SEGMENT_EDITOR_TEXTS as TEXTS } from './segmentEditorTexts';
import type { TimelineSetting, TimelineSettings } from './timelineSettings';
import { FilterGroupMenu } from './toolbar/FilterGroupMenu';
import { SelectGroupMenu } from './toolbar/SelectGroupMenu';
import { ToggleListMenu, type ToggleSection } from './toolbar/ToggleListMenu';

const SETTINGS_SECTIONS: readonly ToggleSection[] = [
  {
    title: 'Mouse wheel',
    items: [
      { label: 'Zoom', setting: 'wheelScroll', checked: (s) => !s.has('wheelScroll'), radio: true },
      { label: 'Scroll', setting: 'wheelScroll', radio: true },
    ],
  },
  {
    title: 'Tag menus',
    items: [
      { label: 'Athlete tags', setting: 'athleteTagMenu' },
      { label: 'Segment tags', setting: 'segmentTagMenu' },
    ],
  },
];

const SORT_SECTIONS: readonly ToggleSection[] = [
  {
    title: 'Sort athletes',
    items: [
      { label: 'No data last', setting: 'noDataLast' },
      { label: 'Selected first', setting: 'selectedFirst' },
      { label: 'Exclude no data', setting: 'excludeNoData' },
    ],
  },
];

export interface EditorToolbarProps {
  editor: SegmentEditor;
  state: ScreenView;
  settings: TimelineSettings;
  onToggleSetting: (setting: TimelineSetting) => void;
  filteredGroupIds: ReadonlySet<string>;
  onToggleGroupFilter: (groupId: string) => void;
  onClearGroupFilter: () => void;
  refreshing: boolean;
  onRefresh: () => void;
  onSplitAtCursor: () => void;
}

/** Selection, groups, settings, sorting, graph size, zoom, refresh and the drafting helpers. */
export function EditorToolbar(props: EditorToolbarProps) {
  const { editor, state, settings, onToggleSetting, refreshing } = props;
  const sessionAthleteIds = new Set(state.athletes.map((athlete) => athlete.id));
  const selectedIds = new Set(state.selectedAthleteIds);
  const selectedCount = state.athletes.filter((athlete) => selectedIds.has(athlete.id)).length;
  const allSelected = selectedCount === state.athletes.length && selectedCount > 0;
  const canSplit = state.selectedSegmentCount === 1;
  return (
    <Box
      role="toolbar"
      aria-label="Timeline"
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5, mb: 1 }}
    >
      <FormControlLabel
        label="All athletes"
        disabled={!state.athleteSelectionEnabled}
        control={
          <Checkbox
            size="small"
            checked={allSelected}
            indeterminate={selectedCount > 0 && !allSelected}
            onChange={() => editor.setAthletesSelected([...sessionAthleteIds], !allSelected)}
          />
        }
        sx={{ mr: 1 }}
      />
      <SelectGroupMenu
        groups={state.groups}
        sessionAthleteIds={sessionAthleteIds}
        selectedIds={selectedIds}
        disabled={!state.athleteSelectionEnabled}
        onSetSelected={(ids, selected) => editor.setAthletesSelected(ids, selected)}
      />
      <FilterGroupMenu
        groups={state.groups}
        filteredGroupIds={props.filteredGroupIds}
        onToggle={props.onToggleGroupFilter}
        onClear={props.onClearGroupFilter}
      />
      <ToggleListMenu
        label="Timeline settings"
        icon={<SettingsRounded />}
        sections={SETTINGS_SECTIONS}
        settings={settings}
        onToggle={onToggleSetting}
      />
      <ToggleListMenu
        label="Sort athletes"
        icon={<SortRounded />}
        sections={SORT_SECTIONS}
        settings={settings}
        onToggle={onToggleSetting}
      />
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Graph size"
        value={settings.has('smallGraphs') ? 40 : 80}
        onChange={(_event, size: number | null) => {
          if (size !== null && (size === 40) !== settings.has('smallGraphs')) {
            onToggleSetting('smallGraphs');
          }
        }}
      >
        <ToggleButton value={80} aria-label="Large graphs">
          80
        </ToggleButton>
        <ToggleButton value={40} aria-label="Small graphs">
          40
        </ToggleButton>
      </ToggleButtonGroup>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <Tooltip title="Reset zoom">
        <IconButton aria-label="Reset zoom" onClick={() => editor.resetZoom()}>
          <ZoomOutMapRounded />
        </IconButton>
      </Tooltip>
      <Tooltip title="Zoom out">
        <IconButton aria-label="Zoom out" onClick={() => editor.zoomOut()}>
          <ZoomOutRounded />
        </IconButton>
      </Tooltip>
      <Tooltip title="Zoom in">
        <IconButton aria-label="Zoom in" onClick={() => editor.zoomIn()}>
          <ZoomInRounded />
        </IconButton>
      </Tooltip>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <MuiButton
        size="small"
        startIcon={<AutoAwesomeRounded />}
        onClick={() => editor.suggestSegments()}
      >
        Suggest segments
      </MuiButton>
      <MuiButton
        size="small"
        startIcon={<ContentCutRounded />}
        disabled={!canSplit}
        onClick={props.onSplitAtCursor}
      >
        Split at cursor
      </MuiButton>
      <Box sx={{ flex: 1 }} />
      <MuiButton
        size="small"
        aria-label="Refresh"
        startIcon={<RefreshRounded />}
        disabled={refreshing}
        onClick={props.onRefresh}
      >
        {refreshing ? TEXTS.refreshing : 'Refresh'}
      </MuiButton>
    </Box>
  );
}
