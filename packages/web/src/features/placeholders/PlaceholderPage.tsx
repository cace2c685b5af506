import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../components/ui/PageHeader';

export interface PlaceholderPageProps {
  title: string;
  /** An honest line about what will appear here. */
  description: string;
}

/** A page whose content arrives in a later release: its title and an empty state, never a blank. */
export function PlaceholderPage({ title, description }: PlaceholderPageProps) {
  return (
    <>
      <PageHeader title={title} />
      <Paper
        variant="outlined"
        sx={{ p: 5, textAlign: 'center', borderStyle: 'dashed', bgcolor: 'transparent' }}
      >
        <Typography color="text.secondary">{description}</Typography>
      </Paper>
    </>
  );
}
