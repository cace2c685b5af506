import Popover from '@mui/material/Popover';
import type { Table } from '@tanstack/react-table';
import { useState } from 'react';
import { ColumnChooser } from '../../../components/reporting/ColumnChooser';
import { Button } from '../../../components/ui/Button';

/** 'Columns': a checkbox per column to show or hide it. */
export function ColumnsChooser({ table }: { table: Table<number> }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        aria-haspopup="dialog"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ displayPrint: 'none' }}
      >
        Columns
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Columns' } }}
      >
        <ColumnChooser
          aria-label="Columns"
          columns={table.getAllLeafColumns().map((column) => ({
            id: column.id,
            name: column.columnDef.meta?.gridColumn?.name ?? column.id,
          }))}
          isChosen={(id) => table.getColumn(id)?.getIsVisible() ?? false}
          onToggle={(id) => table.getColumn(id)?.toggleVisibility()}
          sx={{ px: 2, py: 1, maxHeight: 420, overflowY: 'auto' }}
        />
      </Popover>
    </>
  );
}
