import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button } from '../../components/ui/Button';
import { MutationErrorList } from '../../components/ui/MutationErrorList';
import type {
  AnsweringDistributionsQueryQuery,
  MutationErrorFieldsFragment,
} from '../../gql/graphql';
import type { SendOutcome } from './answerOutbox';
import {
  answerInputs,
  askedQuestions,
  isAnswered,
  mustBeAnswered,
  progressText,
  startingValues,
  type AnswerValues,
} from './answerSteps';
import { QuestionScreen } from './QuestionScreen';
import { ReviewStep } from './ReviewStep';
import { keptAnswers, useAnswerSender } from './useAnswerSender';
import { ANSWERING_TEXTS } from './answeringTexts';

type Distribution = AnsweringDistributionsQueryQuery['mySurveyDistributions'][number];

type Status = 'answering' | 'sending' | 'kept' | 'sent';

const bigButton = { minHeight: 48, minWidth: 112, fontSize: 16 } as const;

/** A distribution's questions one per screen, then a review and the submission. */
export function AnswerSteps({ distribution }: { distribution: Distribution }) {
  const questions = useMemo(
    () => askedQuestions(distribution.survey.questions),
    [distribution.survey.questions],
  );
  const [values, setValues] = useState<AnswerValues>(() =>
    startingValues(
      keptAnswers.kept(distribution.id)?.answers ?? null,
      distribution.answer?.values as AnswerValues | undefined,
    ),
  );
  const [step, setStep] = useState(0);
  const [status, setStatus] = useState<Status>(() =>
    keptAnswers.kept(distribution.id) ? 'kept' : 'answering',
  );
  const [stepError, setStepError] = useState<string | null>(null);
  const [errors, setErrors] = useState<readonly MutationErrorFieldsFragment[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const onKeptSent = useCallback(
    (outcomes: Map<string, SendOutcome>) => {
      const outcome = outcomes.get(distribution.id);
      if (outcome === 'sent') setStatus('sent');
      if (outcome === 'refused') {
        setStatus('answering');
        setStep(questions.length);
      }
    },
    [distribution.id, questions.length],
  );
  const submit = useAnswerSender(onKeptSent);

  useEffect(() => headingRef.current?.focus(), [step]);

  const review = step >= questions.length;
  const question = questions[step];

  const errorsOf = (questionId: string) =>
    errors
      .filter((error) => error.path[0] === 'answers' && error.path[1] === questionId)
      .flatMap((error) => error.fullMessages);
  const otherErrors = errors
    .filter((error) => !(error.path[0] === 'answers' && error.path.length > 1))
    .flatMap((error) => error.fullMessages);

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (question?.required && !isAnswered(values[question.id])) {
      setStepError(mustBeAnswered(question));
      // Back to the top of the question, so Tab leads to its answer again.
      headingRef.current?.focus();
      return;
    }
    setStepError(null);
    setStep((current) => Math.min(current + 1, questions.length));
  };

  const send = async () => {
    setStatus('sending');
    setFailure(null);
    try {
      const result = await submit(distribution.id, answerInputs(questions, values));
      if (result.kind === 'refused') {
        setErrors(result.errors);
        setStatus('answering');
      } else {
        setErrors([]);
        setStatus(result.kind);
      }
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setStatus('answering');
    }
  };

  if (status === 'kept' || status === 'sent') {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Alert severity={status === 'sent' ? 'success' : 'info'} role="status">
          {status === 'sent' ? ANSWERING_TEXTS.sent : ANSWERING_TEXTS.kept}
        </Alert>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <MuiButton
            component={RouterLink}
            to="/"
            variant="contained"
            color="secondary"
            sx={bigButton}
          >
            {ANSWERING_TEXTS.backHome}
          </MuiButton>
          {status === 'kept' && (
            <Button
              variant="outlined"
              color="secondary"
              sx={bigButton}
              onClick={() => {
                setStatus('answering');
                setStep(questions.length);
              }}
            >
              {ANSWERING_TEXTS.change}
            </Button>
          )}
        </Box>
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <Typography
          ref={headingRef}
          tabIndex={-1}
          variant="body1"
          component="p"
          sx={{ fontWeight: 600, mb: 1, outline: 'none' }}
        >
          {progressText(step, questions.length)}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(Math.min(step, questions.length) / Math.max(questions.length, 1)) * 100}
          aria-label={progressText(step, questions.length)}
          color="secondary"
          sx={{ height: 8, borderRadius: 4 }}
        />
      </Box>
      {distribution.answer && step === 0 && (
        <Alert severity="info">{ANSWERING_TEXTS.answeredBefore}</Alert>
      )}
      <Box component="form" onSubmit={next} noValidate sx={{ display: 'grid', gap: 3 }}>
        {question ? (
          <QuestionScreen
            key={question.id}
            question={question}
            value={values[question.id]}
            onChange={(value) => {
              setStepError(null);
              setValues((current) => ({ ...current, [question.id]: value }));
            }}
            errorMessages={[...(stepError ? [stepError] : []), ...errorsOf(question.id)]}
          />
        ) : (
          <ReviewStep
            questions={questions}
            values={values}
            errorsOf={errorsOf}
            onChange={(index) => setStep(index)}
          />
        )}
        <MutationErrorList messages={failure ? [...otherErrors, failure] : otherErrors} />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <Button
            variant="outlined"
            color="secondary"
            sx={bigButton}
            disabled={step === 0}
            onClick={() => {
              setStepError(null);
              setStep((current) => Math.max(current - 1, 0));
            }}
          >
            {ANSWERING_TEXTS.back}
          </Button>
          {review ? (
            <Button
              variant="contained"
              color="secondary"
              sx={bigButton}
              disabled={status === 'sending'}
              onClick={() => void send()}
            >
              {status === 'sending' ? ANSWERING_TEXTS.sending : ANSWERING_TEXTS.submit}
            </Button>
          ) : (
            <Button type="submit" variant="contained" color="secondary" sx={bigButton}>
              {ANSWERING_TEXTS.next}
            </Button>
          )}
        </Box>
      </Box>
    </Box>
  );
}
