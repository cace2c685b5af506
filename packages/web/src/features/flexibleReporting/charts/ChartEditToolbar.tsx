import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import BarChartRounded from '@mui/icons-material/BarChartRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import LabelRounded from '@mui/icons-material/LabelRounded';
import SaveRounded from '@mui/icons-material/SaveRounded';
import TableChartRounded from '@mui/icons-material/TableChartRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import type { ChartConfig } from '@touchline/domain';
import { ChartAnalysisMenu } from './ChartAnalysisMenu';
import type { ChartDraft } from './chartDraft';
import { withConfig } from './chartDraft';
import { ChartOptionsMenu } from './ChartOptionsMenu';
import { ChartSortMenu } from './ChartSortMenu';

export interface ChartEditToolbarProps {
  draft: ChartDraft;
  onChange: (draft: ChartDraft) => void;
  /** The chart's columns (X first) with their labels. */
  columns: readonly { id: string; name: string }[];
  position: number;
  chartCount: number;
  onMove: (position: number) => void;
  view: 'chart' | 'table';
  onViewChange: (view: 'chart' | 'table') => void;
  saving: boolean;
  onSave: () => void;
  onExit: () => void;
}

/** Edit mode's row (docs/product/reporting.md §2): title, up/down, Save, View, Sort, Labels, Options, Exit. */
export function ChartEditToolbar(props: ChartEditToolbarProps) {
  const { draft, onChange, columns, position, chartCount, view } = props;
  const config = draft.chartConfig;
  const change = (part: Partial<ChartConfig>) => onChange(withConfig(draft, part));
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <TextField
        size="small"
        label="Chart title"
        value={draft.title}
        onChange={(event) => onChange({ ...draft, title: event.target.value })}
        sx={{ flex: '1 1 220px' }}
      />
      <Tooltip title="Move up">
        <span>
          <IconButton
            aria-label="Move up"
            disabled={position <= 1}
            onClick={() => props.onMove(position - 1)}
          >
            <ArrowUpwardRounded />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Move down">
        <span>
          <IconButton
            aria-label="Move down"
            disabled={position >= chartCount}
            onClick={() => props.onMove(position + 1)}
          >
            <ArrowDownwardRounded />
          </IconButton>
        </span>
      </Tooltip>
      <Button
        size="small"
        variant="contained"
        startIcon={<SaveRounded />}
        disabled={props.saving}
        onClick={props.onSave}
      >
        Save
      </Button>
      <Button
        size="small"
        startIcon={view === 'chart' ? <TableChartRounded /> : <BarChartRounded />}
        aria-label={view === 'chart' ? 'View as table' : 'View as chart'}
        onClick={() => props.onViewChange(view === 'chart' ? 'table' : 'chart')}
      >
        View
      </Button>
      <ChartSortMenu
        columns={columns}
        value={draft.sortConfig}
        onChange={(sortConfig) => onChange({ ...draft, sortConfig })}
      />
      <Button
        size="small"
        startIcon={<LabelRounded />}
        aria-pressed={draft.displayDataLabels}
        variant={draft.displayDataLabels ? 'outlined' : 'text'}
        onClick={() => onChange({ ...draft, displayDataLabels: !draft.displayDataLabels })}
      >
        Labels
      </Button>
      <ChartOptionsMenu
        enabled={config.chart_type === 'customCombo'}
        series={columns.slice(1)}
        value={config.series_chart_types}
        onChange={(series_chart_types) => change({ series_chart_types })}
      />
      <ChartAnalysisMenu
        referenceLine={config.reference_line}
        derivedSeries={config.derived_series}
        onChange={change}
      />
      <Button size="small" startIcon={<CloseRounded />} onClick={props.onExit}>
        Exit
      </Button>
    </Box>
  );
}
