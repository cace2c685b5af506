import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PersonalBestMetric, UnitSystem } from '@touchline/domain';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../ui/SectionCard';
import { graphql } from '../../gql';
import type { AthleteHomeSessionFieldsFragment } from '../../gql/graphql';
import { formatMetric, METRIC_LABELS, sessionTitle } from './athleteMetricTexts';

// What the athlete home and the athlete profile read of a session they link to.
graphql(`
  fragment AthleteHomeSessionFields on Session {
    id
    startTime
    ... on MatchSession {
      matchDefinition {
        id
        name
      }
    }
  }
`);

export interface AthletePersonalBest {
  metric: PersonalBestMetric;
  value: number;
  session: AthleteHomeSessionFieldsFragment;
}

/** An athlete's bests, each linked to the session where it was set (their home's and their profile's). */
export function PersonalBestsCard({
  title,
  emptyText,
  bests,
  unitSystem,
}: {
  title: string;
  /** Said when the athlete has no session with data yet. */
  emptyText: string;
  bests: readonly AthletePersonalBest[];
  unitSystem: UnitSystem;
}) {
  return (
    <SectionCard title={title} headingLevel={2}>
      {bests.length === 0 ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : (
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
          }}
        >
          {bests.map((best) => (
            <Box key={best.metric} sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {METRIC_LABELS[best.metric]}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontSize: 22, fontWeight: 700 }}>
                {formatMetric(best.metric, best.value, unitSystem)}
              </Typography>
              <Box component="dd" sx={{ m: 0 }}>
                <Link component={RouterLink} to={`/sessions/${best.session.id}`} variant="body2">
                  {sessionTitle(best.session)}
                </Link>
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
