// What other modules may use of an athlete's home: their sessions with data, as numbers.
export { sessionNumbersOf } from './athleteHome.service.js';
