import { format } from 'date-fns';

/** A moment as Admin Functions show it, in the browser's zone, to the second; '—' for none. */
export function formatAt(iso: string | null | undefined): string {
  return iso ? format(new Date(iso), 'd MMM yyyy, HH:mm:ss') : '—';
}
