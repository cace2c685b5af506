import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { GridAggregation } from '@touchline/domain';
import { useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import type { GridColumn } from './gridColumns';
import type { GridRow } from './gridGroups';
import { HEADER_HEIGHT } from './GridHeaderCell';
import { GridRowView, gridRowStyles, GROUP_COLUMN_WIDTH, ROW_HEIGHT } from './GridRowView';
import { selectedRectangle, type GridCell, type GridSelection } from './gridSelection';

export const GRID_HEIGHT = 560;
/** More than the rows ever drawn at once (560 px of 32 px rows and the overscan). */
const ROW_SLOTS = 64;
export const NO_MATCHING_ROWS = 'No rows match the filters.';

export interface GridBodyProps {
  /** The sticky header row. */
  header: ReactNode;
  shown: readonly GridRow[];
  columns: readonly GridColumn[];
  widths: readonly number[];
  grouped: boolean;
  expanded: ReadonlySet<string>;
  aggregationOf: (column: GridColumn) => GridAggregation;
  selection: GridSelection;
  onCellClick: (cell: GridCell, extend: boolean) => void;
  onToggle: (groupId: string) => void;
}

/** The scrolled grid: its header, then only the rows in view (fixed height) and a few around them. */
export function GridBody({
  header,
  shown,
  columns,
  widths,
  grouped,
  expanded,
  aggregationOf,
  selection,
  onCellClick,
  onToggle,
}: GridBodyProps) {
  const scroller = useRef<HTMLDivElement>(null);
  // TanStack Virtual's API object changes as it scrolls; the React Compiler rightly skips this.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    // React batches the scrolled renders: fewer of them, none forced inside a scroll event.
    useFlushSync: false,
    scrollMargin: HEADER_HEIGHT,
    initialRect: { width: 1200, height: GRID_HEIGHT },
  });
  // Columns too: a row draws the ten or so in view, not all thirty.
  const groupWidth = grouped ? GROUP_COLUMN_WIDTH : 0;
  const columnVirtualizer = useVirtualizer({
    horizontal: true,
    count: columns.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => widths[index] ?? 0,
    overscan: 2,
    useFlushSync: false,
    scrollMargin: groupWidth,
    initialRect: { width: 1200, height: GRID_HEIGHT },
  });
  useLayoutEffect(() => columnVirtualizer.measure(), [columnVirtualizer, widths, groupWidth]);
  const shownColumns = columnVirtualizer.getVirtualItems();
  const firstColumn = shownColumns[0]?.index ?? 0;
  const lastColumn = shownColumns.at(-1)?.index ?? -1;
  const offset = (shownColumns[0]?.start ?? groupWidth) - groupWidth;
  const width = widths.reduce((sum, each) => sum + each, groupWidth);
  const columnIds = columns.map(({ id }) => id);
  const rectangle = selection?.kind === 'cells' ? selectedRectangle(selection, columnIds) : null;
  const selectedColumn = selection?.kind === 'column' ? columnIds.indexOf(selection.columnId) : -1;
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-column]');
    const row = cell?.closest<HTMLElement>('[data-row]');
    if (!cell?.dataset['column'] || !row?.dataset['row']) return;
    onCellClick(
      { row: Number(row.dataset['row']), columnId: cell.dataset['column'] },
      event.shiftKey,
    );
  };
  return (
    <Box
      ref={scroller}
      role="grid"
      aria-label="Dataset table"
      aria-rowcount={shown.length}
      aria-colcount={columns.length + (grouped ? 1 : 0)}
      aria-multiselectable
      onClick={onClick}
      sx={{
        height: GRID_HEIGHT,
        overflow: 'auto',
        position: 'relative',
        typography: 'body2',
        ...gridRowStyles,
      }}
    >
      {header}
      <div
        role="rowgroup"
        style={{ position: 'relative', width, height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const inRows =
            rectangle && item.index >= rectangle.rows[0] && item.index <= rectangle.rows[1];
          const row = shown[item.index]!;
          return (
            <GridRowView
              // Keys repeat every ROW_SLOTS rows: a row scrolled in takes the place
              // (and the elements) of the one scrolled out; rows still in view stay.
              key={item.index % ROW_SLOTS}
              row={row}
              index={item.index}
              top={item.start - HEADER_HEIGHT}
              columns={columns}
              widths={widths}
              firstColumn={firstColumn}
              lastColumn={lastColumn}
              offset={offset}
              grouped={grouped}
              expanded={typeof row !== 'number' && expanded.has(row.id)}
              aggregationOf={aggregationOf}
              selectedFrom={inRows ? rectangle.columns[0] : selectedColumn}
              selectedTo={inRows ? rectangle.columns[1] : selectedColumn}
              onToggle={onToggle}
            />
          );
        })}
      </div>
      {shown.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 2, position: 'sticky', left: 0 }}>
          {NO_MATCHING_ROWS}
        </Typography>
      )}
    </Box>
  );
}
