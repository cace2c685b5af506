import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { GridColumn } from './gridColumns';
import { acceptColumnDrag, droppedColumnId } from './gridDrag';

export interface GroupingPanelProps {
  /** The grouping columns, outermost first. */
  grouping: readonly GridColumn[];
  onGroup: (columnId: string) => void;
  onUngroup: (columnId: string) => void;
}

/** Where headers are dropped to group rows by their column; each grouping column as a removable chip. */
export function GroupingPanel({ grouping, onGroup, onUngroup }: GroupingPanelProps) {
  const [dropTarget, setDropTarget] = useState(false);
  return (
    <Box
      role="region"
      aria-label="Row groups"
      onDragOver={(event) => setDropTarget(acceptColumnDrag(event))}
      onDragLeave={() => setDropTarget(false)}
      onDrop={(event) => {
        setDropTarget(false);
        const id = droppedColumnId(event);
        if (id) onGroup(id);
      }}
      sx={{
        flex: 1,
        minHeight: 40,
        px: 1,
        typography: 'body2',
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
        border: 1,
        borderStyle: 'dashed',
        borderColor: dropTarget ? 'primary.main' : 'divider',
        borderRadius: 1,
        bgcolor: dropTarget ? 'action.hover' : 'transparent',
        displayPrint: 'none',
      }}
    >
      {grouping.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Drag a column header here to group rows
        </Typography>
      )}
      {grouping.map((column, index) => (
        <Box
          key={column.id}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.25,
            pl: 1.25,
            borderRadius: 4,
            bgcolor: 'grey.200',
            fontSize: 13,
          }}
        >
          {index > 0 && <span aria-hidden>›&nbsp;</span>}
          {column.name}
          <IconButton
            size="small"
            aria-label={`Remove ${column.name} grouping`}
            onClick={() => onUngroup(column.id)}
          >
            <CloseIcon sx={{ fontSize: 16 }} />
          </IconButton>
        </Box>
      ))}
    </Box>
  );
}
