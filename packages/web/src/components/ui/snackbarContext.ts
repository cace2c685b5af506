import { createContext } from 'react';

/** The kinds of docs/product/dashboard-and-segments.md §2.5: each has its own colour and icon. */
export type SnackbarType = 'success' | 'error' | 'info';

export interface SnackbarMessage {
  type: SnackbarType;
  message: string;
  /** Hides the message after this long; without it the message stays until dismissed or replaced. */
  durationMs?: number;
  /**
   * Where it shows: bottom right by default. 'topRight' is docs/product/reporting.md §8's toast: top right,
   * dismissed by a click anywhere on it, fading out in 150 ms.
   */
  placement?: 'bottomRight' | 'topRight';
  /** A button beside the message (e.g. 'Reload'). */
  action?: { label: string; onClick: () => void };
}

export interface SnackbarService {
  /** Shows the message in place of the one showing; the returned function hides it if it still shows. */
  show: (message: SnackbarMessage) => () => void;
}

/** Set by SnackbarProvider for the whole app; null outside it. */
export const SnackbarContext = createContext<SnackbarService | null>(null);
