import { errorCatalogue } from '../errors/errorCatalogue.js';

/** The sign-in page shows it too, when its form comes without the CSRF field. */
export const CSRF_REFUSAL_MESSAGE = errorCatalogue.CSRF_REFUSED.text;

/** The websocket's refusal of a subscription once the session has ended. */
export const UNAUTHENTICATED_MESSAGE = errorCatalogue.UNAUTHENTICATED.text;
