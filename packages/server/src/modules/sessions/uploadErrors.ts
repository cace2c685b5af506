import { TouchlineError } from '../../errors/TouchlineError.js';

/** The session does not exist, or the uploader may not know it exists: SESSION_NOT_FOUND (404). */
export class UploadNotFoundError extends TouchlineError<'SESSION_NOT_FOUND'> {
  override name = 'UploadNotFoundError';
  constructor() {
    super('SESSION_NOT_FOUND');
  }
}

/** The uploader is a member but may not upload this (an athlete for someone else): 403. */
export class UploadForbiddenError extends TouchlineError<'UPLOAD_FORBIDDEN'> {
  override name = 'UploadForbiddenError';
  constructor(rule: string) {
    super('UPLOAD_FORBIDDEN', rule);
  }
}
