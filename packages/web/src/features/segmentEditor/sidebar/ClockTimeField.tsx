import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { fromTimeInputValue, toTimeInputValue } from '../timeOfDay';

const SECOND_MS = 1000;

export interface ClockTimeFieldProps {
  label: string;
  valueMs: number;
  onChange: (ms: number) => void;
}

/**
 * A 24-hour time in hours, minutes and seconds (HH:mm:ss), whatever the browser's locale:
 * typed, or stepped a second at a time with the arrow keys (docs/product/dashboard-and-segments.md §5). A complete time is
 * taken at once; an incomplete one goes back to the segment's time when the field is left.
 */
export function ClockTimeField({ label, valueMs, onChange }: ClockTimeFieldProps) {
  const shown = toTimeInputValue(valueMs);
  const [draft, setDraft] = useState<string | null>(null);
  const commit = (text: string) => {
    const ms = fromTimeInputValue(text, valueMs);
    if (ms !== null && ms !== valueMs) onChange(ms);
    return ms !== null;
  };
  return (
    <TextField
      label={label}
      size="small"
      fullWidth
      value={draft ?? shown}
      placeholder="HH:mm:ss"
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          spellCheck: false,
          'aria-description': '24-hour time, HH:mm:ss',
        },
      }}
      onChange={(event) => {
        const text = event.target.value;
        setDraft(/^\d{2}:\d{2}:\d{2}$/.test(text) && commit(text) ? null : text);
      }}
      onBlur={() => setDraft(null)}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
        event.preventDefault();
        setDraft(null);
        onChange(valueMs + (event.key === 'ArrowUp' ? SECOND_MS : -SECOND_MS));
      }}
    />
  );
}
