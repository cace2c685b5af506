import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { GridAggregation } from '@touchline/domain';
import { memo } from 'react';
import { formatGridNumber, type GridColumn } from './gridColumns';
import { groupAggregate, type GridRow } from './gridGroups';

export const ROW_HEIGHT = 32;
export const GROUP_COLUMN_WIDTH = 260;

/** The rows' look, set once on the grid (plain elements render a scrolled page fast). */
export const gridRowStyles = {
  '& .grid-row': {
    position: 'absolute',
    left: 0,
    display: 'flex',
    height: ROW_HEIGHT,
    bgcolor: 'background.paper',
    contain: 'layout style',
  },
  '& .grid-row.group': { bgcolor: 'grey.50', fontWeight: 600 },
  '& .grid-cell': {
    flex: 'none',
    boxSizing: 'border-box',
    height: ROW_HEIGHT,
    lineHeight: `${ROW_HEIGHT}px`,
    px: 1,
    fontSize: 13,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    borderRight: 1,
    borderBottom: 1,
    borderColor: 'divider',
    userSelect: 'none',
  },
  '& .grid-cell.number': { textAlign: 'right' },
  '& .grid-cell[aria-selected="true"]': { bgcolor: 'rgba(25, 118, 210, 0.16)' },
  '& .grid-group-cell': {
    display: 'flex',
    alignItems: 'center',
    width: GROUP_COLUMN_WIDTH,
    position: 'sticky',
    left: 0,
    zIndex: 1,
    bgcolor: 'inherit',
  },
  '& .grid-expand': {
    display: 'inline-flex',
    p: 0,
    mr: 0.5,
    border: 0,
    borderRadius: '50%',
    bgcolor: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    '&:hover': { bgcolor: 'action.hover' },
    '@media print': { display: 'none' },
  },
} as const;

export interface GridRowViewProps {
  row: GridRow;
  /** Its index among the shown rows. */
  index: number;
  top: number;
  columns: readonly GridColumn[];
  widths: readonly number[];
  /** The columns in view (inclusive), and the width of those left of them. */
  firstColumn: number;
  lastColumn: number;
  offset: number;
  grouped: boolean;
  expanded: boolean;
  aggregationOf: (column: GridColumn) => GridAggregation;
  /** The selected columns of this row by their indexes (inclusive); -1 when none is. */
  selectedFrom: number;
  selectedTo: number;
  onToggle: (groupId: string) => void;
}

/** One shown row: a dataset row's values, or a group's '{value} ({count})' and aggregates. */
export const GridRowView = memo(function GridRowView({
  row,
  index,
  top,
  columns,
  widths,
  firstColumn,
  lastColumn,
  offset,
  grouped,
  expanded,
  aggregationOf,
  selectedFrom,
  selectedTo,
  onToggle,
}: GridRowViewProps) {
  const group = typeof row === 'number' ? null : row;
  const cells = [];
  for (let columnIndex = firstColumn; columnIndex <= lastColumn; columnIndex++) {
    const column = columns[columnIndex];
    if (!column) break;
    let text: string;
    if (!group) text = column.text(row as number) || '-';
    else if (column.kind !== 'metric') text = '';
    else {
      const value = groupAggregate(group, column, aggregationOf(column));
      text = value === null ? '-' : formatGridNumber(value);
    }
    const selected = columnIndex >= selectedFrom && columnIndex <= selectedTo;
    cells.push(
      <div
        key={column.id}
        role="gridcell"
        aria-selected={selected || undefined}
        data-column={column.id}
        className={column.kind === 'metric' ? 'grid-cell number' : 'grid-cell'}
        style={{ width: widths[columnIndex] }}
      >
        {text}
      </div>,
    );
  }
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      data-row={index}
      aria-expanded={group ? expanded : undefined}
      className={group ? 'grid-row group' : 'grid-row'}
      style={{ top }}
    >
      {grouped && (
        <div role="gridcell" className="grid-cell grid-group-cell">
          {group && (
            <>
              <span style={{ width: group.depth * 20, flex: 'none' }} />
              <button
                type="button"
                className="grid-expand"
                aria-label={`${expanded ? 'Collapse' : 'Expand'} ${group.label}`}
                aria-expanded={expanded}
                onClick={() => onToggle(group.id)}
              >
                {expanded ? (
                  <ExpandMoreIcon fontSize="small" />
                ) : (
                  <ChevronRightIcon fontSize="small" />
                )}
              </button>
              <span>{`${group.label} (${formatGridNumber(group.rows.length)})`}</span>
            </>
          )}
        </div>
      )}
      {offset > 0 && <div style={{ width: offset, flex: 'none' }} />}
      {cells}
    </div>
  );
});
