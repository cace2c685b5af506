import type { Logger } from 'drizzle-orm';
import { stopIfClientGone } from '../http/clientGone.js';

/**
 * Drizzle hands every statement to its logger just before sending it (in a
 * transaction too): a request whose client has gone sends no more
 * (http/clientGone.ts). A statement already sent runs to its end; each takes
 * milliseconds.
 */
export const STOP_IF_CLIENT_GONE: Logger = { logQuery: () => stopIfClientGone() };
