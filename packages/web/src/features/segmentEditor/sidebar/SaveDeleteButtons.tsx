import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import SaveRounded from '@mui/icons-material/SaveRounded';
import MuiButton from '@mui/material/Button';
import Stack from '@mui/material/Stack';

/** 'Save' and 'Delete' at the foot of a segment card; none for those who may only read. */
export function SaveDeleteButtons({
  canEdit,
  canSave,
  canDelete,
  saving,
  onSave,
  onDelete,
}: {
  canEdit: boolean;
  canSave: boolean;
  canDelete: boolean;
  saving: boolean;
  onSave: () => void;
  onDelete: () => void;
}) {
  if (!canEdit) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <MuiButton
        color="error"
        startIcon={<DeleteOutlineRounded />}
        disabled={!canDelete || saving}
        onClick={onDelete}
      >
        Delete
      </MuiButton>
      <MuiButton
        variant="contained"
        disableElevation
        startIcon={<SaveRounded />}
        disabled={!canSave || saving}
        onClick={onSave}
      >
        Save
      </MuiButton>
    </Stack>
  );
}
