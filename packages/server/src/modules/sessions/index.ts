export { createSession } from './createSession.service.js';
export { closeIfBodyUnread, readForm } from './multipartForm.js';
export { type MatchPeriodInput, parseSessionInput, parseTime } from './sessionInput.js';
export { storeSessionFile } from './storeSessionFile.js';
export { storeUpload } from './storeUpload.service.js';
export { authoriseUpload, ensureClubActive } from './uploadAccess.js';
export { UploadNotFoundError } from './uploadErrors.js';
export { MAX_UPLOAD_BYTES } from './uploadRoutes.js';
