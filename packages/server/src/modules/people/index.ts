export { createAccount, findPersonByEmail, isEmailAddress } from './accounts.service.js';
