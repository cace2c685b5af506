import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type DragEvent } from 'react';
import { droppedEntriesOf, filesOfEntries, visibleFiles } from './droppedFiles';

export interface DropZoneProps {
  disabled: boolean;
  onFiles: (files: File[]) => void;
  /** A dropped folder that could not be read, in the browser's words. */
  onError: (message: string) => void;
}

/** 'Drop files or a folder here', with 'Choose files' and 'Choose a folder' (docs/product/importing.md §2). */
export function DropZone({ disabled, onFiles, onError }: DropZoneProps) {
  const [over, setOver] = useState(false);
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);

  const take = (files: Iterable<File>) => {
    const visible = visibleFiles(files);
    if (visible.length > 0) onFiles(visible);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    const entries = droppedEntriesOf(event.dataTransfer);
    if (!entries) take(event.dataTransfer.files);
    else {
      filesOfEntries(entries).then(take, (failure: unknown) =>
        onError(failure instanceof Error ? failure.message : String(failure)),
      );
    }
  };
  const chosen = (input: HTMLInputElement) => {
    take(input.files ?? []);
    // The same files may be chosen again after a Remove.
    input.value = '';
  };

  return (
    <Box
      role="region"
      aria-label="Drop files or a folder here"
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{
        p: { xs: 2.5, md: 4 },
        border: 2,
        borderStyle: 'dashed',
        borderRadius: 3,
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'rgba(31,181,122,0.06)' : 'background.paper',
        textAlign: 'center',
        opacity: disabled ? 0.6 : 1,
      }}
    >
      <CloudUploadOutlined color="primary" sx={{ fontSize: 40 }} />
      <Typography sx={{ fontWeight: 600, my: 1 }}>Drop files or a folder here</Typography>
      <Stack direction="row" sx={{ justifyContent: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" disabled={disabled} onClick={() => filesInput.current?.click()}>
          Choose files
        </Button>
        <Button variant="outlined" disabled={disabled} onClick={() => folderInput.current?.click()}>
          Choose a folder
        </Button>
      </Stack>
      <input
        ref={filesInput}
        type="file"
        multiple
        hidden
        aria-label="Choose files"
        onChange={(event) => chosen(event.currentTarget)}
      />
      <input
        // React knows no `webkitdirectory`: set on the element, it makes the picker choose a folder.
        ref={(input) => {
          folderInput.current = input;
          input?.setAttribute('webkitdirectory', '');
        }}
        type="file"
        multiple
        hidden
        aria-label="Choose a folder"
        onChange={(event) => chosen(event.currentTarget)}
      />
    </Box>
  );
}
