import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

const CARDS = [
  { to: '/admin/clubs', title: 'Clubs', text: 'Create, suspend, features and subscriptions' },
  { to: '/admin/people', title: 'People', text: 'Provider staff and password-reset links' },
  { to: '/admin/health', title: 'System Health', text: 'Queues, failed jobs, workers, database' },
  { to: '/admin/audit', title: 'Audit Log', text: 'Every action of Admin Functions' },
] as const;

/** The overview: a card for each part (session diagnostics open from a session's page). */
export function AdminDashboardPage() {
  return (
    <Grid container spacing={2}>
      {CARDS.map((card) => (
        <Grid key={card.to} size={{ xs: 12, sm: 6, md: 3 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={Link} to={card.to} sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h6" component="h2">
                  {card.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {card.text}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
