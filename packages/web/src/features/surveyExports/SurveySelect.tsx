import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export interface SurveyOption {
  id: string;
  title: string;
}

export interface SurveySelectProps {
  /** Null while the list is loading. */
  surveys: readonly SurveyOption[] | null;
  errorMessage: string | null;
  value: string;
  onChange: (surveyId: string) => void;
}

const WIDTH = 320;

/** 'Select a survey': the club's surveys, or why there are none to pick. */
export function SurveySelect({ surveys, errorMessage, value, onChange }: SurveySelectProps) {
  if (errorMessage) {
    return (
      <Alert severity="error" sx={{ width: WIDTH }}>
        {errorMessage}
      </Alert>
    );
  }
  if (surveys === null) {
    return (
      <Skeleton
        variant="rounded"
        width={WIDTH}
        height={40}
        role="progressbar"
        aria-label="Loading surveys"
      />
    );
  }
  if (surveys.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ width: WIDTH, py: 1 }}>
        No surveys yet. Surveys your club sends its athletes will be listed here.
      </Typography>
    );
  }
  return (
    <TextField
      select
      label="Survey"
      size="small"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        select: {
          displayEmpty: true,
          renderValue: (selected) =>
            surveys.find((survey) => survey.id === selected)?.title ?? (
              <Typography component="span" color="text.secondary">
                Select a survey
              </Typography>
            ),
        },
        inputLabel: { shrink: true },
      }}
      sx={{ width: WIDTH }}
    >
      {surveys.map((survey) => (
        <MenuItem key={survey.id} value={survey.id}>
          {survey.title}
        </MenuItem>
      ))}
    </TextField>
  );
}
