import TuneRounded from '@mui/icons-material/TuneRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  SERIES_CHART_TYPES,
  type SeriesChartType,
  type SeriesChartTypeConfig,
} from '@touchline/domain';
import { useState } from 'react';
import { SERIES_CHART_TYPE_LABELS } from '../../../lib/charts/chartTypeLabels';

/** docs/product/reporting.md §5, word for word. */
export const ADVANCED_OPTIONS_TOOLTIP =
  "Select 'Custom Combo' or 'Column & Line' as the Chart Type to use advanced options";

export interface ChartOptionsMenuProps {
  enabled: boolean;
  series: readonly { id: string; name: string }[];
  value: readonly SeriesChartTypeConfig[];
  onChange: (seriesChartTypes: SeriesChartTypeConfig[]) => void;
}

/**
 * Options (advanced): each series' chart type and, for a line, the secondary
 * axis. Enabled only for Custom Combo (docs/product/reporting.md §5).
 */
export function ChartOptionsMenu({ enabled, series, value, onChange }: ChartOptionsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const entryOf = (id: string): SeriesChartTypeConfig =>
    value.find((entry) => entry.col_id === id) ?? {
      col_id: id,
      chart_type: 'line',
      secondary_axis: false,
    };
  const change = (id: string, entry: Partial<SeriesChartTypeConfig>) => {
    const next = { ...entryOf(id), ...entry };
    // Only a line may sit on the secondary axis.
    if (next.chart_type !== 'line') next.secondary_axis = false;
    onChange(series.map(({ id: other }) => (other === id ? next : entryOf(other))));
  };
  const button = (
    <Button
      size="small"
      startIcon={<TuneRounded />}
      disabled={!enabled}
      aria-haspopup="dialog"
      onClick={(event) => setAnchor(event.currentTarget)}
    >
      Options
    </Button>
  );
  return (
    <>
      {enabled ? (
        button
      ) : (
        <Tooltip title={ADVANCED_OPTIONS_TOOLTIP}>
          {/* A disabled button fires no events; its wrapper shows the tooltip. */}
          <span>{button}</span>
        </Tooltip>
      )}
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Advanced options' } }}
      >
        <Box sx={{ p: 2, display: 'grid', gap: 1.5, minWidth: 320 }}>
          <Typography variant="subtitle2">Series</Typography>
          {series.map(({ id, name }) => {
            const entry = entryOf(id);
            return (
              <Box key={id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <TextField
                  select
                  size="small"
                  label={name}
                  value={entry.chart_type}
                  onChange={(event) =>
                    change(id, { chart_type: event.target.value as SeriesChartType })
                  }
                  sx={{ minWidth: 180 }}
                >
                  {SERIES_CHART_TYPES.map((type) => (
                    <MenuItem key={type} value={type}>
                      {SERIES_CHART_TYPE_LABELS[type]}
                    </MenuItem>
                  ))}
                </TextField>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={entry.secondary_axis}
                      disabled={entry.chart_type !== 'line'}
                      onChange={(event) => change(id, { secondary_axis: event.target.checked })}
                      inputProps={{ 'aria-label': `${name}: secondary axis` }}
                    />
                  }
                  label="Secondary axis"
                />
              </Box>
            );
          })}
        </Box>
      </Popover>
    </>
  );
}
