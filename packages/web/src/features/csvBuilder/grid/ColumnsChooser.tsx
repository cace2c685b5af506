import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import type { Table } from '@tanstack/react-table';
import { useState } from 'react';
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
        <Stack sx={{ px: 2, py: 1, maxHeight: 420, overflowY: 'auto' }}>
          {table.getAllLeafColumns().map((column) => (
            <FormControlLabel
              key={column.id}
              label={column.columnDef.meta?.gridColumn?.name ?? column.id}
              control={
                <Checkbox
                  size="small"
                  checked={column.getIsVisible()}
                  onChange={column.getToggleVisibilityHandler()}
                />
              }
            />
          ))}
        </Stack>
      </Popover>
    </>
  );
}
