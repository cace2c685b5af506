import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { Header } from '@tanstack/react-table';
import type { GridAggregation, GridColumnFilter as Filter } from '@touchline/domain';
import { memo, useRef, useState } from 'react';
import { GridColumnFilter } from './GridColumnFilter';
import { GridColumnMenu } from './GridColumnMenu';
import type { GridColumn } from './gridColumns';
import { acceptColumnDrag, droppedColumnId, startColumnDrag } from './gridDrag';
import type { GridLayoutChange } from './useGridLayout';

export const HEADER_HEIGHT = 64;

export interface GridHeaderCellProps {
  /** TanStack Table's header: its handlers (a new one after any layout change). */
  header: Header<number, unknown>;
  column: GridColumn;
  width: number;
  sorted: false | 'asc' | 'desc';
  /** Its place among several sorts (from 1); 0 when it is the only sort or not sorted. */
  sortPlace: number;
  grouped: boolean;
  aggregation: GridAggregation;
  filter: Filter | null;
  onChange: (change: GridLayoutChange) => void;
  onFilter: (columnId: string, filter: Filter | null) => void;
  onMove: (columnId: string, toId: string) => void;
  onSelectColumn: (columnId: string) => void;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A column's header: sort by a click, move by dragging, its menu, its filter
 * and a resize handle. Drawn again only when what it shows changes, not for
 * every new header object TanStack Table makes.
 */
export const GridHeaderCell = memo(GridHeaderCellView, (before, after) =>
  (Object.keys(after) as (keyof GridHeaderCellProps)[]).every(
    (key) => key === 'header' || before[key] === after[key],
  ),
);

function GridHeaderCellView({
  header,
  column,
  width,
  sorted,
  sortPlace,
  grouped,
  aggregation,
  filter,
  onChange,
  onFilter,
  onMove,
  onSelectColumn,
}: GridHeaderCellProps) {
  const [dropTarget, setDropTarget] = useState(false);
  const resizing = useRef(false);
  const resize = header.getResizeHandler();
  return (
    <Box
      role="columnheader"
      aria-sort={sorted ? ARIA_SORT[sorted] : 'none'}
      draggable
      onDragStart={(event) => {
        // A drag from the resize handle resizes; one from a filter selects its text.
        if (resizing.current || (event.target as HTMLElement).closest('input'))
          event.preventDefault();
        else startColumnDrag(event, column.id);
      }}
      onDragOver={(event) => setDropTarget(acceptColumnDrag(event))}
      onDragLeave={() => setDropTarget(false)}
      onDrop={(event) => {
        setDropTarget(false);
        const moved = droppedColumnId(event);
        if (moved) onMove(moved, column.id);
      }}
      sx={{
        position: 'relative',
        flex: 'none',
        width,
        height: HEADER_HEIGHT,
        px: 0.75,
        py: 0.5,
        boxSizing: 'border-box',
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: dropTarget ? 'action.hover' : 'grey.100',
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', minWidth: 0 }}>
        <ButtonBase
          onClick={header.column.getToggleSortingHandler()}
          title={column.name}
          sx={{
            flex: 1,
            minWidth: 0,
            justifyContent: 'flex-start',
            fontSize: 13,
            fontWeight: 600,
            gap: 0.25,
          }}
        >
          <Box
            component="span"
            sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {column.name}
          </Box>
          {sorted === 'asc' && <ArrowUpwardIcon sx={{ fontSize: 14 }} />}
          {sorted === 'desc' && <ArrowDownwardIcon sx={{ fontSize: 14 }} />}
          {sortPlace > 0 && (
            <Box component="span" sx={{ fontSize: 10 }}>
              {sortPlace}
            </Box>
          )}
        </ButtonBase>
        <GridColumnMenu
          column={column}
          grouped={grouped}
          aggregation={aggregation}
          onChange={onChange}
          onSelectColumn={onSelectColumn}
        />
      </Box>
      <Box sx={{ displayPrint: 'none' }}>
        <GridColumnFilter
          column={column}
          filter={filter}
          onChange={(next) => onFilter(column.id, next)}
        />
      </Box>
      <Box
        role="separator"
        aria-orientation="vertical"
        aria-label={`Resize ${column.name}`}
        onMouseDown={(event) => {
          resizing.current = true;
          window.addEventListener('mouseup', () => (resizing.current = false), { once: true });
          resize(event);
        }}
        onTouchStart={resize}
        onDoubleClick={() => header.column.resetSize()}
        sx={{
          position: 'absolute',
          top: 0,
          right: -3,
          width: 6,
          height: '100%',
          cursor: 'col-resize',
          zIndex: 1,
          displayPrint: 'none',
          bgcolor: header.column.getIsResizing() ? 'primary.main' : 'transparent',
          '&:hover': { bgcolor: 'primary.light' },
        }}
      />
    </Box>
  );
}
