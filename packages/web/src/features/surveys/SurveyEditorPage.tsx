import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ErrorBanner } from '../../components/ui/ErrorBanner';
import { PageHeader } from '../../components/ui/PageHeader';
import { SectionCard } from '../../components/ui/SectionCard';
import { QuestionDialog } from './QuestionDialog';
import { QuestionList } from './QuestionList';
import { SendNowDialog } from './SendNowDialog';
import {
  NEW_QUESTION,
  NEW_TIMER,
  questionFormValues,
  timerFormValues,
  type EditedQuestion,
  type EditedSurvey,
  type EditedTimer,
} from './surveyForms';
import { TimerDialog } from './TimerDialog';
import { TimerList } from './TimerList';
import { useClubSurveys } from './useClubSurveys';
import { useSurveyChanges } from './useSurveyChanges';

function TitleForm({ survey, onSave }: { survey: EditedSurvey; onSave: (title: string) => void }) {
  const [title, setTitle] = useState(survey.title);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(title);
  };
  return (
    <Box
      component="form"
      aria-label="Title"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <TextField
        label="Title"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        sx={{ flex: '1 1 280px' }}
      />
      <Button type="submit" variant="outlined" disabled={title === survey.title}>
        Save title
      </Button>
    </Box>
  );
}

/** docs/product/surveys.md §2a, §6: a survey's title, questions and timers; Send now (/surveys/:surveyId). */
export function SurveyEditorPage() {
  const { surveyId = '' } = useParams();
  const { club, loading, error } = useClubSurveys();
  const changes = useSurveyChanges(surveyId);
  const [question, setQuestion] = useState<EditedQuestion | 'new' | null>(null);
  const [timer, setTimer] = useState<EditedTimer | 'new' | null>(null);
  const [sending, setSending] = useState(false);
  const survey = club?.surveys.find((each) => each.id === surveyId);
  const close = (then: () => void) => () => {
    changes.form.clear();
    then();
  };

  if (!club)
    return (
      <>
        <PageHeader title="Survey" />
        {error ? (
          <ErrorBanner message={error.message} />
        ) : (
          loading && (
            <Skeleton
              variant="rectangular"
              height={320}
              aria-label="Loading the survey"
              role="progressbar"
            />
          )
        )}
      </>
    );
  if (!survey)
    return (
      <>
        <PageHeader title="Survey not found" />
        <Button component={RouterLink} to="/surveys">
          Back to the surveys
        </Button>
      </>
    );
  const squad = club.squadAthletes;
  const groups = club.athleteGroups;
  return (
    <>
      <PageHeader
        title={survey.title}
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button component={RouterLink} to="/surveys">
              All surveys
            </Button>
            <Button onClick={() => void changes.setArchived(!survey.archived)}>
              {survey.archived ? 'Restore' : 'Archive'}
            </Button>
            <Button variant="contained" disabled={survey.archived} onClick={() => setSending(true)}>
              Send now
            </Button>
          </Box>
        }
      />
      <Stack spacing={3}>
        {survey.archived && (
          <Alert severity="info">
            This survey is archived: it is not sent, by hand or by its timers. Restore it to send
            it.
          </Alert>
        )}
        <SectionCard title="Title" headingLevel={2}>
          <TitleForm
            key={survey.title}
            survey={survey}
            onSave={(title) => void changes.rename(title)}
          />
        </SectionCard>
        <SectionCard
          title="Questions"
          subtitle="Asked in this order. A question with answers can be hidden, not deleted."
          headingLevel={2}
          action={
            <Button variant="outlined" onClick={() => setQuestion('new')}>
              Add question
            </Button>
          }
        >
          <QuestionList
            questions={survey.questions}
            actions={{
              onMove: (each, position) => void changes.move(each, position),
              onEdit: setQuestion,
              onHide: (each, hidden) => void changes.hide(each, hidden),
              onDelete: (each) => void changes.remove(each),
            }}
          />
        </SectionCard>
        <SectionCard
          title="Timers"
          subtitle={`Send the survey by itself, in the club's time zone (${club.settings.timeZone}).`}
          headingLevel={2}
          action={
            <Button variant="outlined" onClick={() => setTimer('new')}>
              Add timer
            </Button>
          }
        >
          <TimerList
            timers={survey.timers}
            athletes={squad}
            groups={groups}
            onEdit={setTimer}
            onDelete={(each) => void changes.deleteTimer(each)}
          />
        </SectionCard>
      </Stack>
      {question && (
        <QuestionDialog
          initial={question === 'new' ? NEW_QUESTION : questionFormValues(question)}
          editing={question !== 'new'}
          messages={changes.form.messages}
          busy={changes.form.busy}
          onSave={(values) =>
            void changes
              .saveQuestion(question === 'new' ? null : question, values)
              .then((saved) => saved && setQuestion(null))
          }
          onClose={close(() => setQuestion(null))}
        />
      )}
      {timer && (
        <TimerDialog
          initial={timer === 'new' ? NEW_TIMER : timerFormValues(timer)}
          editing={timer !== 'new'}
          timeZone={club.settings.timeZone}
          athletes={squad}
          groups={groups}
          messages={changes.form.messages}
          busy={changes.form.busy}
          onSave={(values) =>
            void changes
              .saveTimer(timer === 'new' ? null : timer, values)
              .then((saved) => saved && setTimer(null))
          }
          onClose={close(() => setTimer(null))}
        />
      )}
      {sending && (
        <SendNowDialog
          title={survey.title}
          athletes={squad}
          groups={groups}
          messages={changes.form.messages}
          busy={changes.form.busy}
          onSend={(recipients) =>
            void changes.sendNow(recipients).then((sent) => sent && setSending(false))
          }
          onClose={close(() => setSending(false))}
        />
      )}
    </>
  );
}
