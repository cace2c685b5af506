export { createSession } from './createSession.service.js';
export { type MatchPeriodInput, parseTime } from './sessionInput.js';
export { storeUpload } from './storeUpload.service.js';
export { authoriseUpload } from './uploadAccess.js';
export { UploadNotFoundError } from './uploadErrors.js';
export { MAX_UPLOAD_BYTES } from './uploadRoutes.js';
