import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  AGGREGATIONS,
  DOUBLE_COUNT_WARNING,
  TIME_FRAMES,
  shouldWarnOfDoubleCount,
  type Aggregation,
  type ChartFilters,
  type DatasetTable,
  type TimeFrame,
} from '@touchline/domain';
import { AGGREGATION_LABELS, TIME_FRAME_LABELS } from '../../../lib/reporting/aggregationLabels';
import { AthletesFilter } from './AthletesFilter';
import { FieldFilter } from './FieldFilter';

export interface ChartFilterBarProps {
  table: DatasetTable;
  filters: ChartFilters;
  onFiltersChange: (filters: ChartFilters) => void;
  aggregation: Aggregation;
  onAggregationChange: (aggregation: Aggregation) => void;
  /** Undefined hides Time Frame (the X column is not a date); null is none chosen yet (daily). */
  timeFrame: TimeFrame | null | undefined;
  onTimeFrameChange: (timeFrame: TimeFrame) => void;
  /** The X column, for the double-count warning. */
  categoryId: string;
  /** How a session date reads. */
  dateLabel: (date: string) => string;
}

/** The selected chart's filter bar (docs/product/reporting.md §2). */
export function ChartFilterBar(props: ChartFilterBarProps) {
  const { table, filters, onFiltersChange: onChange } = props;
  return (
    <Box role="group" aria-label="Chart filters" sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Aggregation"
          value={props.aggregation}
          onChange={(event) => props.onAggregationChange(event.target.value as Aggregation)}
          sx={{ minWidth: 200 }}
        >
          {AGGREGATIONS.map((aggregation) => (
            <MenuItem key={aggregation} value={aggregation}>
              {AGGREGATION_LABELS[aggregation]}
            </MenuItem>
          ))}
        </TextField>
        {props.timeFrame !== undefined && (
          <TextField
            select
            size="small"
            label="Time Frame"
            value={props.timeFrame ?? 'daily'}
            onChange={(event) => props.onTimeFrameChange(event.target.value as TimeFrame)}
            sx={{ minWidth: 140 }}
          >
            {TIME_FRAMES.map((timeFrame) => (
              <MenuItem key={timeFrame} value={timeFrame}>
                {TIME_FRAME_LABELS[timeFrame]}
              </MenuItem>
            ))}
          </TextField>
        )}
        <AthletesFilter table={table} filters={filters} onChange={onChange} />
        <FieldFilter table={table} filters={filters} field="session_type" onChange={onChange} />
        <FieldFilter table={table} filters={filters} field="md_code" onChange={onChange} />
        <FieldFilter
          table={table}
          filters={filters}
          field="start_date"
          onChange={onChange}
          optionLabel={props.dateLabel}
        />
        <FieldFilter table={table} filters={filters} field="segment_name" onChange={onChange} />
        <FieldFilter table={table} filters={filters} field="tags" onChange={onChange} />
      </Box>
      {shouldWarnOfDoubleCount(filters, props.categoryId) && (
        <Alert severity="warning">{DOUBLE_COUNT_WARNING}</Alert>
      )}
    </Box>
  );
}
