import { TouchlineError } from '../errors/TouchlineError.js';
import type { Subject } from './Subject.js';

/**
 * Admin Functions, provider staff's only: to everyone else they answer like
 * a path that does not exist (docs/product/club-administration.md §1, §7).
 */
export const adminFunctions: Subject<true> = {
  type: 'AdminFunctions',
  find: () => Promise.resolve(true),
  factsOf: () => ({}),
  notFound: () => new TouchlineError('ROUTE_NOT_FOUND'),
};
