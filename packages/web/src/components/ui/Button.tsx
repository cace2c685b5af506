import MuiButton, { type ButtonProps as MuiButtonProps } from '@mui/material/Button';
import type { MouseEvent } from 'react';

export type ButtonProps = MuiButtonProps;

/** The app's button: a disabled button is never clickable (docs/product/shell-and-sessions.md §2.9). */
export function Button({ disabled = false, onClick, ...props }: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (disabled) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <MuiButton {...props} disabled={disabled} aria-disabled={disabled} onClick={handleClick} />
  );
}
