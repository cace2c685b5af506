import { useMutation, useQuery, useReactiveVar } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { calendarDateIn } from '@touchline/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorBanner } from '../../components/ui/ErrorBanner';
import { PageHeader } from '../../components/ui/PageHeader';
import { SectionCard } from '../../components/ui/SectionCard';
import { useMutationAction } from '../../components/ui/useMutationAction';
import { currentClubIdVar } from '../../lib/apollo/currentClub';
import { CompletionCard } from './CompletionCard';
import {
  BoardClubQuery,
  CompletionBoardQuery,
  RemindSurveyRecipientsMutation,
} from './surveyDocuments';
import { WellnessFlags } from './WellnessFlags';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function Board({ clubId, timeZone }: { clubId: string; timeZone: string }) {
  const [date, setDate] = useState(() => calendarDateIn(new Date(), timeZone));
  const { data, loading, error } = useQuery(CompletionBoardQuery, {
    variables: { clubId, date },
    skip: !DATE.test(date),
  });
  const remind = useMutationAction();
  const [remindRecipients] = useMutation(RemindSurveyRecipientsMutation, {
    refetchQueries: ['CompletionBoardQuery'],
  });
  const onRemind = (distributionId: string) =>
    void remind.run(async () => {
      const answer = await remindRecipients({ variables: { distributionId } });
      return { payload: answer.data?.remindSurveyRecipients, error: answer.error };
    }, 'The athletes who have not answered are reminded.');

  return (
    <Stack spacing={3}>
      <TextField
        label="Day"
        type="date"
        value={date}
        onChange={(event) => setDate(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        helperText={`In the club's time zone, ${timeZone}.`}
        sx={{ maxWidth: 240 }}
      />
      {error && !data && <ErrorBanner message={error.message} />}
      {!data && loading && (
        <Skeleton
          variant="rectangular"
          height={240}
          aria-label="Loading the board"
          role="progressbar"
        />
      )}
      {data && (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
            alignItems: 'start',
          }}
        >
          <Stack spacing={2} component="section" aria-label="Completion">
            <Typography variant="h2">Who has answered</Typography>
            {data.surveyCompletionBoard.length === 0 && (
              <Typography>No survey was sent on this day.</Typography>
            )}
            {data.surveyCompletionBoard.map((completion) => (
              <CompletionCard
                key={completion.id}
                completion={completion}
                timeZone={timeZone}
                busy={remind.busy}
                onRemind={() => onRemind(completion.id)}
              />
            ))}
          </Stack>
          <SectionCard
            title="Wellness flags"
            subtitle="Athletes whose Hooper index is worse than their own baseline by more than the club's threshold."
            headingLevel={2}
          >
            <WellnessFlags flags={data.wellnessFlags} />
          </SectionCard>
        </Box>
      )}
    </Stack>
  );
}

/** docs/product/surveys.md §15, §16: a day's distributions, who answered, and wellness flags (/surveys/board). */
export function CompletionBoardPage() {
  const clubId = useReactiveVar(currentClubIdVar) ?? '';
  const { data, error } = useQuery(BoardClubQuery, { variables: { clubId }, skip: !clubId });
  const timeZone = data?.club?.settings.timeZone;
  return (
    <>
      <PageHeader
        title="Completion board"
        actions={
          <Button component={RouterLink} to="/surveys">
            All surveys
          </Button>
        }
      />
      {error && !data && <ErrorBanner message={error.message} />}
      {timeZone ? (
        <Board clubId={clubId} timeZone={timeZone} />
      ) : (
        !error && (
          <Skeleton
            variant="rectangular"
            height={240}
            aria-label="Loading the board"
            role="progressbar"
          />
        )
      )}
    </>
  );
}
