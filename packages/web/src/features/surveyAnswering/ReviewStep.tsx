import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Button } from '../../components/ui/Button';
import { answerText, type AnsweringQuestion, type AnswerValues } from './answerSteps';
import { ANSWERING_TEXTS } from './answeringTexts';

export interface ReviewStepProps {
  questions: readonly AnsweringQuestion[];
  values: AnswerValues;
  errorsOf: (questionId: string) => string[];
  /** Goes back to the question at this index. */
  onChange: (index: number) => void;
}

/** Every answer before it is sent, each with its way back and the server's word on it. */
export function ReviewStep({ questions, values, errorsOf, onChange }: ReviewStepProps) {
  return (
    <Box>
      <Typography variant="h2" component="h2" sx={{ fontSize: 22, mb: 2 }}>
        {ANSWERING_TEXTS.reviewHeading}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {questions.map((question, index) => {
          const messages = errorsOf(question.id);
          return (
            <Box
              component="li"
              key={question.id}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                p: 1.5,
                borderRadius: 2,
                border: 1,
                borderColor: messages.length > 0 ? 'error.main' : 'divider',
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" color="text.secondary">
                  {question.prompt}
                </Typography>
                <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                  {answerText(question, values[question.id])}
                </Typography>
                {messages.map((message) => (
                  <Typography key={message} role="alert" color="error" variant="body2">
                    {message}
                  </Typography>
                ))}
              </Box>
              <Button
                variant="text"
                color="secondary"
                sx={{ minHeight: 48, minWidth: 72 }}
                aria-label={`${ANSWERING_TEXTS.change}: ${question.prompt}`}
                onClick={() => onChange(index)}
              >
                {ANSWERING_TEXTS.change}
              </Button>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
