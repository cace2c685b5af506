export {
  addMember,
  findClubByName,
  setClubSuspended,
  setFeatureSwitch,
  writeClubSuspended,
  writeFeatureSwitch,
} from './clubAdmin.service.js';
export { clubsNamed } from './clubs.service.js';
export {
  CLUB_NAME_MAX_LENGTH,
  createClub,
  newClubIssues,
  type NewClub,
} from './createClub.service.js';
