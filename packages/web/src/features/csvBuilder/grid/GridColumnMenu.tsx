import CheckIcon from '@mui/icons-material/Check';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { GRID_AGGREGATIONS, type GridAggregation } from '@touchline/domain';
import { useState } from 'react';
import type { GridColumn } from './gridColumns';
import { aggregateBy, groupBy, hideColumn, sortBy, ungroup } from './gridLayoutChanges';
import type { GridLayoutChange } from './useGridLayout';

export const AGGREGATION_LABELS: Record<GridAggregation, string> = {
  sum: 'Sum',
  avg: 'Average',
  min: 'Min',
  max: 'Max',
  count: 'Count',
};

export interface GridColumnMenuProps {
  column: GridColumn;
  grouped: boolean;
  aggregation: GridAggregation;
  onChange: (change: GridLayoutChange) => void;
  onSelectColumn: (columnId: string) => void;
}

/** A column's menu: grouping, sorting, selecting, hiding and (metrics) its aggregation. */
export function GridColumnMenu({
  column,
  grouped,
  aggregation,
  onChange,
  onSelectColumn,
}: GridColumnMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const act = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  const { id, name } = column;
  return (
    <>
      <IconButton
        size="small"
        aria-label={`${name} column menu`}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ displayPrint: 'none', p: 0.25 }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={act(() => onChange(grouped ? ungroup(id) : groupBy(id)))}>
          {grouped ? `Ungroup ${name}` : `Group by ${name}`}
        </MenuItem>
        <MenuItem onClick={act(() => onChange(sortBy(id, false)))}>Sort ascending</MenuItem>
        <MenuItem onClick={act(() => onChange(sortBy(id, true)))}>Sort descending</MenuItem>
        <MenuItem onClick={act(() => onSelectColumn(id))}>Select column</MenuItem>
        <MenuItem onClick={act(() => onChange(hideColumn(id)))}>Hide column</MenuItem>
        {column.kind === 'metric' && <Divider />}
        {column.kind === 'metric' &&
          GRID_AGGREGATIONS.map((kind) => (
            <MenuItem
              key={kind}
              selected={kind === aggregation}
              onClick={act(() => onChange(aggregateBy(id, kind)))}
            >
              <ListItemIcon>{kind === aggregation && <CheckIcon fontSize="small" />}</ListItemIcon>
              <ListItemText>{AGGREGATION_LABELS[kind]}</ListItemText>
            </MenuItem>
          ))}
      </Menu>
    </>
  );
}
