import { GENERATE_RETRY } from './datasetQueues.js';

/** How many times a generation is tried before the dataset is Failed. */
export const GENERATION_ATTEMPTS = (GENERATE_RETRY.retryLimit ?? 0) + 1;

/**
 * Why a dataset is Failed, in words for the person (the CSV Builder's list
 * shows it): the job's last attempt failed; what broke is in the log only.
 */
export function generationFailureReason(attempts: number = GENERATION_ATTEMPTS): string {
  return (
    `The data could not be generated after ${attempts} attempt${attempts === 1 ? '' : 's'}. ` +
    'Generate it again; if this problem persists contact support.'
  );
}
