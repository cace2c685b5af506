import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Button } from '../../components/ui/Button';
import { SectionCard } from '../../components/ui/SectionCard';
import { absoluteLink } from './copyLink';

/** 'Join link': whoever signs up with it waits for approval; 'New link' retires the old one. */
export function JoinLinkCard({
  joinPath,
  busy,
  onCopy,
  onRenew,
}: {
  joinPath: string | null;
  busy: string | null;
  onCopy: (link: string) => void;
  onRenew: () => void;
}) {
  const link = joinPath ? absoluteLink(joinPath) : null;
  return (
    <SectionCard
      title="Join link"
      subtitle="Whoever signs up with it waits until staff approve them."
      headingLevel={2}
    >
      <Stack direction="row" spacing={1} alignItems="center">
        {link ? (
          <TextField
            size="small"
            fullWidth
            label="Join link"
            value={link}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
        ) : (
          <Typography color="text.secondary" sx={{ flex: 1 }}>
            The club has no join link yet.
          </Typography>
        )}
        {link && (
          <Button variant="outlined" onClick={() => onCopy(link)}>
            Copy
          </Button>
        )}
        <Button
          variant="outlined"
          disabled={busy !== null}
          onClick={onRenew}
          sx={{ whiteSpace: 'nowrap' }}
        >
          New link
        </Button>
      </Stack>
    </SectionCard>
  );
}
