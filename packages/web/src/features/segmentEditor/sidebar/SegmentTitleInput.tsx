import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { SEGMENT_EDITOR_TEXTS as TEXTS } from '../segmentEditorTexts';

/** The title, free text with the club's earlier titles as suggestions (settings.segmentTitles). */
export function SegmentTitleInput({
  title,
  suggestions,
  onChange,
}: {
  title: string;
  suggestions: readonly string[];
  onChange: (title: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  // A segment without a title (a new draft) gets the caret, once its card is painted:
  // focusing while it mounts would lay the card out inside the gesture's own task.
  const [focusWhenPainted] = useState(title === '');
  useEffect(() => {
    if (!focusWhenPainted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => input.current?.focus(), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [focusWhenPainted]);
  return (
    <Autocomplete
      freeSolo
      options={suggestions}
      inputValue={title}
      onInputChange={(_event, value) => {
        if (value !== title) onChange(value);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={input}
          label="Title"
          size="small"
          placeholder={TEXTS.titlePlaceholder}
        />
      )}
    />
  );
}
