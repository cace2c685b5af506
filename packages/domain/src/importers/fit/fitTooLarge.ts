import { ImportError } from '../importError.js';
import { MAX_FIT_BYTES } from '../importLimits.js';

/** A FIT file past MAX_FIT_BYTES, found while reading it or after. */
export function fitTooLarge(): ImportError {
  return new ImportError(
    `the FIT file is larger than ${MAX_FIT_BYTES / 1024 / 1024} MB: ` +
      'no activity recording of one session is that large',
  );
}
