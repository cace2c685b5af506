export {
  addMember,
  findClubByName,
  setClubSuspended,
  setFeatureSwitch,
} from './clubAdmin.service.js';
export { clubsNamed } from './clubs.service.js';
