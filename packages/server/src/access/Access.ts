import {
  defineAbilityFor,
  defineTrustedAbility,
  isPermitted,
  type MembershipRole,
  type PermissionAction,
  type PolicySubject,
  type SubjectFacts,
  type TouchlineAbility,
} from '@touchline/domain';
import type { Viewer } from '../auth/viewer.js';
import type { Db } from '../db/database.js';
import type { Loaders } from '../loaders.js';
import { loadMemberships, type ViewerMembership } from './loadMemberships.js';

/**
 * Who asks: a signed-in person; the command line on the server itself; or a
 * background job, which acts for the one club it names.
 */
export type Principal = { viewer: Viewer } | { commandLine: true } | { jobOfClub: string };

/**
 * What one request (or subscription event, REST call or job) may do, from
 * the one policy: the person's memberships are loaded once, on first use,
 * and every check of the request reads them. Rows are loaded through the
 * request's loaders; a job has none (its subjects read the database).
 */
export class Access {
  private memberships?: Promise<readonly ViewerMembership[]>;
  private ability?: Promise<TouchlineAbility>;
  private requestLoaders?: Loaders;

  // The loaders' maker comes from the caller: this module sits below the
  // module registry that makes them (the job handlers it serves are part of it).
  constructor(
    readonly db: Db,
    private readonly principal: Principal,
    private readonly makeLoaders?: (db: Db) => Loaders,
  ) {}

  /** `memberships`: all of the person's, when just read (KeptViewers); else read on first use. */
  static ofViewer(
    db: Db,
    viewer: Viewer,
    makeLoaders: (db: Db) => Loaders,
    memberships?: readonly ViewerMembership[],
  ): Access {
    const access = new Access(db, { viewer }, makeLoaders);
    if (memberships) access.memberships = Promise.resolve(memberships);
    return access;
  }

  /** The command line on the server: a trusted local caller, every club. */
  static commandLine(db: Db, makeLoaders: (db: Db) => Loaders): Access {
    return new Access(db, { commandLine: true }, makeLoaders);
  }

  /** A job of one club: it finds only that club's objects, whatever ids it carries. */
  static jobOfClub(db: Db, clubId: string): Access {
    return new Access(db, { jobOfClub: clubId });
  }

  /** The request's loaders, made on first use and shared by all its checks and resolvers. */
  get loaders(): Loaders {
    if (!this.makeLoaders) throw new Error('A job has no request loaders: read the database');
    this.requestLoaders ??= this.makeLoaders(this.db);
    return this.requestLoaders;
  }

  /** The person asking; null for the command line and jobs. */
  get personId(): string | null {
    return 'viewer' in this.principal ? this.principal.viewer.personId : null;
  }

  /** The same caller asked afresh (memberships and rows loaded again), e.g. per live event. */
  fresh(): Access {
    return new Access(this.db, this.principal, this.makeLoaders);
  }

  /** Every membership of the person, pending ones included; none for trusted callers. */
  allMemberships(): Promise<readonly ViewerMembership[]> {
    if (!('viewer' in this.principal)) return Promise.resolve([]);
    this.memberships ??= loadMemberships(this.db, this.principal.viewer.personId);
    return this.memberships;
  }

  /** The memberships that count: a pending member has no access to anything yet. */
  async approvedMemberships(): Promise<ViewerMembership[]> {
    return (await this.allMemberships()).filter((membership) => membership.status === 'approved');
  }

  /** The person's approved membership of a club (in a role, when one is named), or null. */
  async membership(clubId: string, role?: MembershipRole): Promise<ViewerMembership | null> {
    return (
      (await this.approvedMemberships()).find(
        (membership) => membership.clubId === clubId && (!role || membership.role === role),
      ) ?? null
    );
  }

  /** Whether the policy permits the action on an object with these facts. */
  async can(
    action: PermissionAction,
    subject: PolicySubject,
    facts: SubjectFacts,
  ): Promise<boolean> {
    return isPermitted(await this.policy(), action, subject, facts);
  }

  private policy(): Promise<TouchlineAbility> {
    this.ability ??= this.defineAbility();
    return this.ability;
  }

  private async defineAbility(): Promise<TouchlineAbility> {
    const principal = this.principal;
    if ('commandLine' in principal) return defineTrustedAbility();
    if ('jobOfClub' in principal) return defineTrustedAbility({ clubId: principal.jobOfClub });
    const { personId, touchlineStaff } = principal.viewer;
    return defineAbilityFor({ personId, touchlineStaff, memberships: await this.allMemberships() });
  }
}
