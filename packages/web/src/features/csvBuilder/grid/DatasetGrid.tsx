import Stack from '@mui/material/Stack';
import { encodedTableOf, type GridColumnFilter, type GridConfig } from '@touchline/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { saveBlob } from '../../../components/download/downloadExport';
import { Button } from '../../../components/ui/Button';
import { PartErrorBoundary } from '../../../components/ui/PartErrorBoundary';
import { useUnitSystem } from '../../../lib/units/useUnitSystem';
import type { GridView, LoadedDataset } from '../csvBuilderTypes';
import { ColumnsChooser } from './ColumnsChooser';
import { GridBody } from './GridBody';
import { gridColumnsOf } from './gridColumns';
import { GridHeaderRow } from './GridHeaderRow';
import { filterColumn, groupBy, moveColumn, ungroup } from './gridLayoutChanges';
import { selectionTotals, type GridCell, type GridSelection } from './gridSelection';
import { GridStatusBar } from './GridStatusBar';
import { csvFileName, gridViewCsv } from './gridViewCsv';
import { GroupingPanel } from './GroupingPanel';
import { useGridAutosave } from './useGridAutosave';
import { useGridLayout } from './useGridLayout';
import { useGridRows } from './useGridRows';
import { useGridTable } from './useGridTable';

export interface DatasetGridProps {
  dataset: LoadedDataset;
  onViewChange: (view: GridView) => void;
  /** The layout the person last left this dataset in while the builder was open (the tour's demo covers the grid for a while). */
  layout?: GridConfig | null;
  onLayoutChange?: (datasetId: string, layout: GridConfig) => void;
  /** Whether layout changes are saved to the dataset: not for a person who may only read it. */
  savesLayout?: boolean;
}

/** The CSV Builder's data table (docs/product/reporting.md §2, §4); one dataset's layout at a time. */
export function DatasetGrid(props: DatasetGridProps) {
  return (
    <PartErrorBoundary part="card">
      <DatasetGridView key={props.dataset.id} {...props} />
    </PartErrorBoundary>
  );
}

function DatasetGridView({
  dataset,
  onViewChange,
  layout,
  onLayoutChange,
  savesLayout = true,
}: DatasetGridProps) {
  const unitSystem = useUnitSystem();
  const columns = useMemo(
    () => gridColumnsOf(dataset.table, unitSystem, dataset.dateFormat),
    [dataset.table, unitSystem, dataset.dateFormat],
  );
  const [config, update] = useGridLayout(layout ?? dataset.gridConfig, columns);
  useGridAutosave(dataset, config, savesLayout);
  useEffect(() => {
    onLayoutChange?.(dataset.id, config);
  }, [dataset.id, config, onLayoutChange]);
  const { table, visibleColumns } = useGridTable(columns, config, update);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const rows = useGridRows(dataset, columns, visibleColumns, config, unitSystem, expanded);
  const { shown, view, aggregationOf } = rows;

  // Cells are picked among the rows shown: another set of rows forgets them (a column stays).
  const [picked, setPicked] = useState<{ shown: typeof shown | null; selection: GridSelection }>({
    shown,
    selection: null,
  });
  const selection =
    picked.selection?.kind === 'column' || picked.shown === shown ? picked.selection : null;
  const totals = useMemo(
    () =>
      selectionTotals(selection, {
        shown,
        columns: visibleColumns,
        rowIndices: view.rowIndices,
        aggregationOf,
      }),
    [selection, shown, visibleColumns, view.rowIndices, aggregationOf],
  );

  useEffect(() => {
    onViewChange(view);
  }, [view, onViewChange]);
  useEffect(() => {
    performance.mark('csv-grid-rendered');
  }, [shown]);

  const datasetOrder = useMemo(() => columns.map(({ id }) => id), [columns]);
  const onFilter = useCallback(
    (id: string, filter: GridColumnFilter | null) => update(filterColumn(id, filter)),
    [update],
  );
  const onMove = useCallback(
    (id: string, toId: string) => update(moveColumn(id, toId, datasetOrder)),
    [update, datasetOrder],
  );
  const onSelectColumn = useCallback(
    (columnId: string) => setPicked({ shown: null, selection: { kind: 'column', columnId } }),
    [],
  );
  const onCellClick = useCallback(
    (cell: GridCell, extend: boolean) =>
      setPicked((previous) => {
        const current = previous.shown === shown ? previous.selection : null;
        const anchor = extend && current?.kind === 'cells' ? current.anchor : cell;
        return { shown, selection: { kind: 'cells', anchor, focus: cell } };
      }),
    [shown],
  );
  const onToggle = useCallback(
    (groupId: string) =>
      setExpanded((previous) => {
        const next = new Set(previous);
        if (!next.delete(groupId)) next.add(groupId);
        return next;
      }),
    [],
  );
  const { columnSizing } = config;
  const widths = useMemo(
    () => visibleColumns.map((column) => table.getColumn(column.id)?.getSize() ?? 150),
    // columnSizing: the sizes getSize reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [visibleColumns, columnSizing, table],
  );
  const grouped = view.grouping.length > 0;
  const byId = new Map(columns.map((column) => [column.id, column]));

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'stretch' }}>
        <GroupingPanel
          grouping={view.grouping.flatMap((id) => byId.get(id) ?? [])}
          onGroup={(id) => update(groupBy(id))}
          onUngroup={(id) => update(ungroup(id))}
        />
        <ColumnsChooser table={table} />
        <Button
          variant="contained"
          onClick={() =>
            saveBlob(
              new Blob([gridViewCsv(columns, view, config.sorting)], {
                type: 'text/csv;charset=utf-8',
              }),
              csvFileName(dataset.title),
            )
          }
          sx={{ displayPrint: 'none', whiteSpace: 'nowrap' }}
        >
          Download CSV
        </Button>
      </Stack>
      <Stack sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
        <GridBody
          header={
            <GridHeaderRow
              table={table}
              config={config}
              grouped={grouped}
              aggregationOf={aggregationOf}
              onChange={update}
              onFilter={onFilter}
              onMove={onMove}
              onSelectColumn={onSelectColumn}
            />
          }
          shown={shown}
          columns={visibleColumns}
          widths={widths}
          grouped={grouped}
          expanded={expanded}
          aggregationOf={aggregationOf}
          selection={selection}
          onCellClick={onCellClick}
          onToggle={onToggle}
        />
        <GridStatusBar
          rowCount={encodedTableOf(dataset.table).rowCount}
          filteredCount={view.rowIndices.length}
          totals={totals}
        />
      </Stack>
    </Stack>
  );
}
