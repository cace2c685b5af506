import type { PolicySubject, SubjectFacts } from '@touchline/domain';
import type { Access } from './Access.js';

/**
 * One object a caller names, as the policy sees it: how to find it (null
 * for an id that does not exist or is malformed), the facts the rules match
 * and the answer for an id that cannot be found.
 */
export interface Subject<Row> {
  type: PolicySubject;
  find(access: Access): Promise<Row | null | undefined>;
  factsOf(row: Row): SubjectFacts;
  /** None for what always exists (a capability, such as unlocking trackers): refused, never hidden. */
  notFound?: () => Error;
}
