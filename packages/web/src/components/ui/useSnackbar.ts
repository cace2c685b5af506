import { useContext } from 'react';
import { SnackbarContext, type SnackbarService } from './snackbarContext';

/** The app-wide snackbar: `useSnackbar().show({ type, message, durationMs })`. */
export function useSnackbar(): SnackbarService {
  const service = useContext(SnackbarContext);
  if (!service) throw new Error('useSnackbar is used outside SnackbarProvider');
  return service;
}
