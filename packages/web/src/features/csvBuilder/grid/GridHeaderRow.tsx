import Box from '@mui/material/Box';
import type { Table } from '@tanstack/react-table';
import type { GridAggregation, GridColumnFilter as Filter, GridConfig } from '@touchline/domain';
import { memo } from 'react';
import type { GridColumn } from './gridColumns';
import { filterOf } from './gridLayoutChanges';
import { GridHeaderCell, HEADER_HEIGHT } from './GridHeaderCell';
import { GROUP_COLUMN_WIDTH } from './GridRowView';
import type { GridLayoutChange } from './useGridLayout';

export interface GridHeaderRowProps {
  table: Table<number>;
  config: GridConfig;
  grouped: boolean;
  aggregationOf: (column: GridColumn) => GridAggregation;
  onChange: (change: GridLayoutChange) => void;
  onFilter: (columnId: string, filter: Filter | null) => void;
  onMove: (columnId: string, toId: string) => void;
  onSelectColumn: (columnId: string) => void;
}

/** The headers, sticky at the top of the scrolled grid; rendered again only when the layout changes. */
export const GridHeaderRow = memo(function GridHeaderRow({
  table,
  config,
  grouped,
  aggregationOf,
  onChange,
  onFilter,
  onMove,
  onSelectColumn,
}: GridHeaderRowProps) {
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const multiSort = config.sorting.length > 1;
  return (
    <Box
      role="rowgroup"
      sx={{ position: 'sticky', top: 0, zIndex: 2, display: 'flex', width: 'max-content' }}
    >
      <Box
        role="row"
        aria-rowindex={1}
        sx={{ display: 'flex', borderBottom: 1, borderColor: 'divider' }}
      >
        {grouped && (
          <Box
            role="columnheader"
            sx={{
              position: 'sticky',
              left: 0,
              zIndex: 3,
              flex: 'none',
              width: GROUP_COLUMN_WIDTH,
              height: HEADER_HEIGHT,
              boxSizing: 'border-box',
              px: 1,
              py: 0.5,
              fontSize: 13,
              fontWeight: 600,
              bgcolor: 'grey.100',
              borderRight: 1,
              borderColor: 'divider',
            }}
          >
            Group
          </Box>
        )}
        {headers.map((header) => {
          const column = header.column.columnDef.meta?.gridColumn;
          if (!column) return null;
          return (
            <GridHeaderCell
              key={header.id}
              header={header}
              column={column}
              width={header.getSize()}
              sorted={header.column.getIsSorted()}
              sortPlace={multiSort ? header.column.getSortIndex() + 1 : 0}
              grouped={config.grouping.includes(column.id)}
              aggregation={aggregationOf(column)}
              filter={filterOf(config, column.id)}
              onChange={onChange}
              onFilter={onFilter}
              onMove={onMove}
              onSelectColumn={onSelectColumn}
            />
          );
        })}
      </Box>
    </Box>
  );
});
