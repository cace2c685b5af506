export { notify } from './notify.js';
export { notifyDataReady } from './dataReady.js';
export { notifyPersonalBests } from './personalBests.js';
export { membersOf, staffOf } from './recipients.js';
