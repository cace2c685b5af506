export { notify, type Notice } from './notify.js';
export { notifyDataReady } from './dataReady.js';
export { membersOf, staffOf } from './recipients.js';
