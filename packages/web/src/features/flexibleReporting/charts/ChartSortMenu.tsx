import SortRounded from '@mui/icons-material/SortRounded';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { SortConfig } from '@touchline/domain';
import { useState } from 'react';

export interface ChartSortMenuProps {
  /** The chart's columns (X first), with their labels. */
  columns: readonly { id: string; name: string }[];
  value: SortConfig;
  onChange: (sort: SortConfig) => void;
}

/** Sort: by any of the chart's columns, ascending or descending. */
export function ChartSortMenu({ columns, value, onChange }: ChartSortMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = value[0];
  return (
    <>
      <Button
        size="small"
        startIcon={<SortRounded />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Sort
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {columns.flatMap(({ id, name }) =>
          (['asc', 'desc'] as const).map((sort) => (
            <MenuItem
              key={`${id}-${sort}`}
              selected={current?.col_id === id && current.sort === sort}
              onClick={() => {
                onChange([{ col_id: id, sort }]);
                setAnchor(null);
              }}
            >
              {name} ({sort === 'asc' ? 'ascending' : 'descending'})
            </MenuItem>
          )),
        )}
      </Menu>
    </>
  );
}
