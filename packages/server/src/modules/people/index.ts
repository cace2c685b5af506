export { createAccount, findPersonByEmail } from './accounts.service.js';
