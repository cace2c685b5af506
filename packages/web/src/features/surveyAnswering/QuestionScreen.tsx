import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useId, useState } from 'react';
import { ChoiceTiles } from './ChoiceTiles';
import { numberValue, scaleValues, type AnsweringQuestion } from './answerSteps';

/** The most characters a text answer may have (docs/product/surveys.md §14). */
export const TEXT_ANSWER_LIMIT = 2000;

export interface QuestionScreenProps {
  question: AnsweringQuestion;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The server's or the page's message about this question. */
  errorMessages: readonly string[];
}

/** One question on a screen of its own, in the form its kind asks for. */
export function QuestionScreen({ question, value, onChange, errorMessages }: QuestionScreenProps) {
  const promptId = useId();
  const errorId = useId();
  const described = errorMessages.length > 0 ? errorId : undefined;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography id={promptId} variant="h2" component="h2" sx={{ fontSize: 22, lineHeight: 1.35 }}>
        {question.prompt}
        {!question.required && (
          <Typography component="span" color="text.secondary" sx={{ fontSize: 15, ml: 1 }}>
            (optional)
          </Typography>
        )}
      </Typography>
      <QuestionInput
        question={question}
        value={value}
        onChange={onChange}
        promptId={promptId}
        describedBy={described}
      />
      {errorMessages.length > 0 && (
        <Box id={errorId} role="alert" sx={{ color: 'error.main', fontWeight: 600 }}>
          {errorMessages.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Box>
      )}
    </Box>
  );
}

function QuestionInput({
  question,
  value,
  onChange,
  promptId,
  describedBy,
}: Omit<QuestionScreenProps, 'errorMessages'> & { promptId: string; describedBy?: string }) {
  switch (question.kind) {
    case 'scale': {
      const values = scaleValues(question);
      return (
        <Box>
          <ChoiceTiles
            type="radio"
            labelledBy={promptId}
            layout="row"
            options={values.map((number) => ({ value: String(number), label: String(number) }))}
            selected={typeof value === 'number' ? [String(value)] : []}
            onChange={([chosen]) => onChange(Number(chosen))}
          />
          {(question.minLabel || question.maxLabel) && (
            <Box
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 1 }}
              aria-hidden="true"
            >
              <Typography variant="body2">
                {values[0]}: {question.minLabel}
              </Typography>
              <Typography variant="body2" sx={{ textAlign: 'right' }}>
                {values.at(-1)}: {question.maxLabel}
              </Typography>
            </Box>
          )}
          {(question.minLabel || question.maxLabel) && (
            <Box component="p" sx={visuallyHidden}>
              {values[0]} means {question.minLabel}; {values.at(-1)} means {question.maxLabel}.
            </Box>
          )}
        </Box>
      );
    }
    case 'number':
      return (
        <NumberAnswer
          question={question}
          value={value}
          onChange={onChange}
          promptId={promptId}
          describedBy={describedBy}
        />
      );
    case 'singleChoice':
    case 'multipleChoice':
      return (
        <ChoiceTiles
          type={question.kind === 'singleChoice' ? 'radio' : 'checkbox'}
          labelledBy={promptId}
          layout="column"
          options={question.choices.map((choice) => ({ value: choice, label: choice }))}
          selected={
            Array.isArray(value) ? (value as string[]) : typeof value === 'string' ? [value] : []
          }
          onChange={(chosen) =>
            onChange(question.kind === 'singleChoice' ? (chosen[0] ?? null) : chosen)
          }
        />
      );
    case 'text':
      return (
        <TextField
          multiline
          minRows={4}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
          slotProps={{
            htmlInput: {
              maxLength: TEXT_ANSWER_LIMIT,
              'aria-labelledby': promptId,
              'aria-describedby': describedBy,
            },
          }}
          helperText={`${typeof value === 'string' ? value.length : 0} / 2,000`}
        />
      );
  }
}

/** The number as typed ('7.' on the way to '7.5'), its value the answer. */
function NumberAnswer({
  question,
  value,
  onChange,
  promptId,
  describedBy,
}: Omit<QuestionScreenProps, 'errorMessages'> & { promptId: string; describedBy?: string }) {
  const [text, setText] = useState(() =>
    typeof value === 'number' || typeof value === 'string' ? String(value) : '',
  );
  return (
    <TextField
      type="text"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(numberValue(event.target.value));
      }}
      slotProps={{
        htmlInput: {
          inputMode: 'decimal',
          'aria-labelledby': promptId,
          'aria-describedby': describedBy,
          style: { fontSize: 22, minHeight: 32 },
        },
        input: question.unit
          ? { endAdornment: <InputAdornment position="end">{question.unit}</InputAdornment> }
          : undefined,
      }}
      helperText={boundsText(question)}
    />
  );
}

function boundsText(question: AnsweringQuestion): string | undefined {
  const { min, max } = question;
  if (min !== null && min !== undefined && max !== null && max !== undefined)
    return `From ${min} to ${max}`;
  if (min !== null && min !== undefined) return `At least ${min}`;
  if (max !== null && max !== undefined) return `At most ${max}`;
  return undefined;
}
