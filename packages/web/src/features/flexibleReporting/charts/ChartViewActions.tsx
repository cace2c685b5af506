import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import ImageRounded from '@mui/icons-material/ImageRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';

export interface ChartViewActionsProps {
  selected: boolean;
  onEdit: () => void;
  onDuplicate: () => void;
  onExportImage: () => void;
  onDelete: () => void;
}

/** View mode's actions (docs/product/reporting.md §2): edit, duplicate, export image, delete. */
export function ChartViewActions(props: ChartViewActionsProps) {
  const actions = [
    { label: 'Edit chart', icon: <EditRounded />, onClick: props.onEdit, pressed: props.selected },
    { label: 'Duplicate chart', icon: <ContentCopyRounded />, onClick: props.onDuplicate },
    { label: 'Export image', icon: <ImageRounded />, onClick: props.onExportImage },
    { label: 'Delete chart', icon: <DeleteOutlineRounded />, onClick: props.onDelete },
  ];
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      {actions.map(({ label, icon, onClick, pressed }) => (
        // The browser's own tooltip: thirty cards of MUI tooltips cost the page its first second.
        <IconButton
          key={label}
          aria-label={label}
          title={label}
          aria-pressed={pressed}
          onClick={onClick}
          size="small"
        >
          {icon}
        </IconButton>
      ))}
    </Box>
  );
}
