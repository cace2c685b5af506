import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../components/ui/SectionCard';
import { HOME_TEXTS, sentText } from './athleteHomeTexts';

export interface PendingSurvey {
  id: string;
  distributedAt: string;
  survey: { title: string };
}

/** The surveys waiting for the athlete, each one tap away from its first question. */
export function PendingSurveys({ surveys }: { surveys: readonly PendingSurvey[] }) {
  return (
    <SectionCard title={HOME_TEXTS.surveys} headingLevel={2}>
      {surveys.length === 0 ? (
        <Typography color="text.secondary">{HOME_TEXTS.noSurveys}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {surveys.map((pending) => (
            <li key={pending.id}>
              <ButtonBase
                component={RouterLink}
                to={`/surveys/answer/${pending.id}`}
                sx={{
                  width: '100%',
                  minHeight: 64,
                  px: 2,
                  py: 1,
                  borderRadius: 2,
                  justifyContent: 'space-between',
                  textAlign: 'left',
                  bgcolor: 'secondary.main',
                  color: 'secondary.contrastText',
                  '&:focus-visible': {
                    outline: '3px solid',
                    outlineColor: 'primary.dark',
                    outlineOffset: 2,
                  },
                }}
              >
                <Box>
                  <Typography sx={{ fontWeight: 700, fontSize: 17 }}>
                    <Box component="span" sx={visuallyHidden}>
                      {HOME_TEXTS.answer}:{' '}
                    </Box>
                    {pending.survey.title}
                  </Typography>
                  <Typography variant="body2" sx={{ opacity: 0.9 }}>
                    {sentText(pending.distributedAt)}
                  </Typography>
                </Box>
                <ChevronRightRounded aria-hidden="true" />
              </ButtonBase>
            </li>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
