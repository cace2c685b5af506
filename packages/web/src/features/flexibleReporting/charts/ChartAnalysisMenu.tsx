import InsightsRounded from '@mui/icons-material/InsightsRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Popover from '@mui/material/Popover';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ChartConfig, DerivedSeries } from '@touchline/domain';
import { useId, useState } from 'react';

export const DERIVED_SERIES_LABELS: Record<DerivedSeries, string> = {
  percentOfOwnBest: 'Percent of own best',
  acuteChronicRatio: 'Acute:chronic ratio',
};

export interface ChartAnalysisMenuProps {
  referenceLine: ChartConfig['reference_line'];
  derivedSeries: ChartConfig['derived_series'];
  onChange: (change: Pick<ChartConfig, 'reference_line' | 'derived_series'>) => void;
}

/**
 * Our addition to the report charts (docs/product/dataset-templates.md §9): the squad-average reference line and the
 * derived series (percent of own best, acute:chronic workload ratio).
 */
export function ChartAnalysisMenu({
  referenceLine,
  derivedSeries,
  onChange,
}: ChartAnalysisMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const labelId = useId();
  const current = { reference_line: referenceLine ?? null, derived_series: derivedSeries ?? null };
  return (
    <>
      <Button
        size="small"
        startIcon={<InsightsRounded />}
        aria-haspopup="dialog"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Analysis
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Analysis' } }}
      >
        <Box sx={{ p: 2, display: 'grid', gap: 1, minWidth: 260 }}>
          <FormControlLabel
            control={
              <Switch
                checked={current.reference_line === 'squadAverage'}
                onChange={(event) =>
                  onChange({
                    ...current,
                    reference_line: event.target.checked ? 'squadAverage' : null,
                  })
                }
              />
            }
            label="Squad average line"
          />
          <Typography variant="subtitle2" id={labelId}>
            Show the series as
          </Typography>
          <RadioGroup
            aria-labelledby={labelId}
            value={current.derived_series ?? 'none'}
            onChange={(_, value) =>
              onChange({
                ...current,
                derived_series: value === 'none' ? null : (value as DerivedSeries),
              })
            }
          >
            <FormControlLabel value="none" control={<Radio size="small" />} label="Values" />
            {(Object.keys(DERIVED_SERIES_LABELS) as DerivedSeries[]).map((derived) => (
              <FormControlLabel
                key={derived}
                value={derived}
                control={<Radio size="small" />}
                label={DERIVED_SERIES_LABELS[derived]}
              />
            ))}
          </RadioGroup>
        </Box>
      </Popover>
    </>
  );
}
