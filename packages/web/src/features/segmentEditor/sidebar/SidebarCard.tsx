import CloseRounded from '@mui/icons-material/CloseRounded';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { SectionCard } from '../../../components/ui/SectionCard';

/** A card of the editor's sidebar, with a close button when it can be dismissed. */
export function SidebarCard({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose?: () => void;
  children: ReactNode;
}) {
  return (
    <SectionCard
      title={title}
      variant="outlined"
      sx={{ p: { xs: 2, md: 2 } }}
      action={
        onClose && (
          <IconButton size="small" aria-label={`Close ${title}`} onClick={onClose}>
            <CloseRounded fontSize="small" />
          </IconButton>
        )
      }
    >
      <Stack spacing={2}>{children}</Stack>
    </SectionCard>
  );
}
