import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const slide = keyframes`
  0% { transform: translateX(-100%); }
  100% { transform: translateX(250%); }
`;

export const INDETERMINATE_PERIOD_S = 2;

export interface ProgressBarProps {
  /** Omit for an indeterminate bar. */
  value?: number;
  min?: number;
  max?: number;
  label?: string;
}

/** A thin progress bar; value range defaults to 0–100, indeterminate animates over 2 s. */
export function ProgressBar({ value, min = 0, max = 100, label = 'Progress' }: ProgressBarProps) {
  const determinate = value !== undefined;
  const span = max - min || 1;
  const percent = determinate ? Math.min(100, Math.max(0, ((value - min) / span) * 100)) : 0;
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={determinate ? min : undefined}
      aria-valuemax={determinate ? max : undefined}
      aria-valuenow={determinate ? value : undefined}
      sx={{
        position: 'relative',
        height: 4,
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'divider',
      }}
    >
      <Box
        data-testid="progress-bar-fill"
        sx={{
          position: 'absolute',
          inset: 0,
          bgcolor: 'primary.main',
          borderRadius: 2,
          ...(determinate
            ? { width: `${percent}%`, transition: 'width 200ms ease-out' }
            : {
                width: '40%',
                animation: `${slide} ${INDETERMINATE_PERIOD_S}s ease-in-out infinite`,
              }),
        }}
      />
    </Box>
  );
}
