import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PersonalBestMetric, UnitSystem } from '@touchline/domain';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../components/ui/SectionCard';
import type { AthleteHomeSessionFieldsFragment } from '../../gql/graphql';
import { formatMetric, HOME_TEXTS, METRIC_LABELS, sessionTitle } from './athleteHomeTexts';

export interface HomePersonalBest {
  metric: PersonalBestMetric;
  value: number;
  session: AthleteHomeSessionFieldsFragment;
}

/** The athlete's bests, each linked to the session where it was set. */
export function PersonalBests({
  bests,
  unitSystem,
}: {
  bests: readonly HomePersonalBest[];
  unitSystem: UnitSystem;
}) {
  return (
    <SectionCard title={HOME_TEXTS.bests} headingLevel={2}>
      {bests.length === 0 ? (
        <Typography color="text.secondary">{HOME_TEXTS.noBests}</Typography>
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
