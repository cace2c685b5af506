import { TouchlineError } from './TouchlineError.js';

/** A rule the input broke, worded for the person who sent it: INVALID_INPUT (422, BAD_USER_INPUT). */
export class InvalidInputError extends TouchlineError<'INVALID_INPUT'> {
  override name = 'InvalidInputError';
  constructor(problem: string) {
    super('INVALID_INPUT', problem);
  }
}
