export { MEMBER_FORM_ROUTES } from './memberPages.js';
