import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { UnitSystem } from '@touchline/domain';
import { Link as RouterLink } from 'react-router';
import { MetricValue } from '../../components/ui/MetricValue';
import { SectionCard } from '../../components/ui/SectionCard';
import type {
  AthleteHomeNumbersFieldsFragment,
  AthleteHomeSessionFieldsFragment,
} from '../../gql/graphql';
import {
  ATHLETE_METRICS,
  formatMetric,
  METRIC_LABELS,
  sessionTitle,
} from '../../components/athletes/athleteMetricTexts';
import { HOME_TEXTS } from './athleteHomeTexts';

export interface HomeSession {
  id: string;
  session: AthleteHomeSessionFieldsFragment;
  mine: AthleteHomeNumbersFieldsFragment;
  team: AthleteHomeNumbersFieldsFragment | null | undefined;
}

export interface LastSessionsProps {
  sessions: readonly HomeSession[];
  myAverage: AthleteHomeNumbersFieldsFragment | null | undefined;
  unitSystem: UnitSystem;
}

const cell = { py: 0.75, pr: 1, textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

/** The athlete's last sessions: their numbers beside their own average and the team's. */
export function LastSessions({ sessions, myAverage, unitSystem }: LastSessionsProps) {
  return (
    <SectionCard title={HOME_TEXTS.lastSessions} headingLevel={2}>
      {sessions.length === 0 ? (
        <Typography color="text.secondary">{HOME_TEXTS.noSessions}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          {sessions.map(({ id, session, mine, team }) => (
            <Box key={id} component="article" aria-labelledby={`home-session-${id}`}>
              <Link
                id={`home-session-${id}`}
                component={RouterLink}
                to={`/sessions/${session.id}`}
                sx={{ fontWeight: 700, display: 'inline-block', py: 1, minHeight: 48 }}
              >
                {sessionTitle(session)}
              </Link>
              <Box
                component="table"
                sx={{ width: '100%', borderCollapse: 'collapse', fontSize: 14 }}
              >
                <thead>
                  <tr>
                    <Box
                      component="th"
                      scope="col"
                      sx={{ textAlign: 'left', fontWeight: 400, color: 'text.secondary' }}
                    >
                      <Box component="span" sx={{ position: 'absolute', left: -9999 }}>
                        Metric
                      </Box>
                    </Box>
                    {[HOME_TEXTS.me, HOME_TEXTS.myAverage, HOME_TEXTS.team].map((heading) => (
                      <Box
                        component="th"
                        scope="col"
                        key={heading}
                        sx={{ ...cell, fontWeight: 600, color: 'text.secondary' }}
                      >
                        {heading}
                      </Box>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {ATHLETE_METRICS.map((metric) => {
                    const format = (value: number) => formatMetric(metric, value, unitSystem);
                    return (
                      <Box
                        component="tr"
                        key={metric}
                        sx={{ borderTop: 1, borderColor: 'divider' }}
                      >
                        <Box
                          component="th"
                          scope="row"
                          sx={{ textAlign: 'left', fontWeight: 400, py: 0.75 }}
                        >
                          {METRIC_LABELS[metric]}
                        </Box>
                        <Box component="td" sx={{ ...cell, fontWeight: 700 }}>
                          <MetricValue value={mine[metric]} format={format} />
                        </Box>
                        <Box component="td" sx={cell}>
                          <MetricValue value={myAverage?.[metric]} format={format} />
                        </Box>
                        <Box component="td" sx={cell}>
                          <MetricValue value={team?.[metric]} format={format} />
                        </Box>
                      </Box>
                    );
                  })}
                </tbody>
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
