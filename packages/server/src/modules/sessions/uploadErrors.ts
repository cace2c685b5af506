/** The session does not exist, or the uploader may not know it exists: answered as 404. */
export class UploadNotFoundError extends Error {
  override name = 'UploadNotFoundError';
  constructor() {
    super('Session not found');
  }
}

/** The uploader is a member but may not upload this (an athlete for someone else): 403. */
export class UploadForbiddenError extends Error {
  override name = 'UploadForbiddenError';
}
