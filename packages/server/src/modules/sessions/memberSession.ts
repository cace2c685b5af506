import { TouchlineError } from '../../errors/TouchlineError.js';

/** The same answer for a session that does not exist and one of a club the viewer is not in. */
export const sessionNotFound = () => new TouchlineError('SESSION_NOT_FOUND');
