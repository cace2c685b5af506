import Box from '@mui/material/Box';
import { useId } from 'react';

export interface ChoiceTilesProps {
  /** 'radio' for one answer (scale, single choice), 'checkbox' for some (multiple choice). */
  type: 'radio' | 'checkbox';
  /** The group's name for assistive technology: the question's prompt. */
  labelledBy: string;
  options: readonly { value: string; label: string; hint?: string }[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** Side by side (a scale's numbers) or one under another (choices). */
  layout: 'row' | 'column';
}

/**
 * Large touch targets (at least 56 px high) over real radio buttons and
 * checkboxes, so arrow keys, Tab and Space work as they do in any form.
 */
export function ChoiceTiles({
  type,
  labelledBy,
  options,
  selected,
  onChange,
  layout,
}: ChoiceTilesProps) {
  const name = useId();
  const toggle = (value: string, checked: boolean) => {
    if (type === 'radio') onChange([value]);
    else onChange(checked ? [...selected, value] : selected.filter((one) => one !== value));
  };
  return (
    <Box
      role={type === 'radio' ? 'radiogroup' : 'group'}
      aria-labelledby={labelledBy}
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns:
          layout === 'row'
            ? `repeat(auto-fit, minmax(${options.length > 7 ? 48 : 56}px, 1fr))`
            : '1fr',
      }}
    >
      {options.map((option) => {
        const checked = selected.includes(option.value);
        return (
          <Box
            component="label"
            key={option.value}
            sx={{
              position: 'relative',
              display: 'flex',
              flexDirection: 'column',
              alignItems: layout === 'row' ? 'center' : 'flex-start',
              justifyContent: 'center',
              minHeight: 56,
              minWidth: 48,
              px: layout === 'row' ? 0.5 : 2,
              py: 1,
              borderRadius: 2,
              border: 2,
              borderColor: checked ? 'secondary.main' : 'divider',
              bgcolor: checked ? 'secondary.main' : 'background.paper',
              color: checked ? 'secondary.contrastText' : 'text.primary',
              fontSize: layout === 'row' ? 20 : 17,
              fontWeight: 600,
              cursor: 'pointer',
              userSelect: 'none',
              '&:focus-within': {
                outline: '3px solid',
                outlineColor: 'primary.dark',
                outlineOffset: 2,
              },
            }}
          >
            <input
              type={type}
              name={name}
              value={option.value}
              checked={checked}
              onChange={(event) => toggle(option.value, event.target.checked)}
              style={{ position: 'absolute', opacity: 0, inset: 0, margin: 0, cursor: 'pointer' }}
            />
            <span>{option.label}</span>
            {option.hint && (
              <Box component="span" sx={{ fontSize: 12, fontWeight: 400 }}>
                {option.hint}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
