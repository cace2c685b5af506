import {
  createMongoAbility,
  subject as asSubject,
  type ForcedSubject,
  type MongoAbility,
  type MongoQuery,
  type RawRuleOf,
} from '@casl/ability';
import type { MembershipRole, MembershipStatus } from '../enums/memberships.js';
import type { PermissionAction, PolicySubject } from './permissions.js';

/** What the policy needs to know about the person asking. */
export interface PolicyPerson {
  personId: string;
  touchlineStaff: boolean;
  memberships: readonly PolicyMembership[];
}

export interface PolicyMembership {
  clubId: string;
  role: MembershipRole;
  status: MembershipStatus;
  /** The athlete record this membership is, for role 'athlete'. */
  athleteId?: string | null;
  /** A club admin: staff who also manage the club's members and settings. */
  admin?: boolean;
}

/** The facts about one object of a subject type that rules match against. */
export interface SubjectFacts {
  id?: string;
  clubId?: string;
  /** For sessions and reports: athletes who took part; for an upload: whose data it holds. */
  athleteIds?: readonly string[];
  /** For one athlete's object (a processing warning about their data). */
  athleteId?: string | null;
}

type TaggedFacts = SubjectFacts & ForcedSubject<PolicySubject>;

export type TouchlineAbility = MongoAbility<
  [PermissionAction, PolicySubject | TaggedFacts | 'all'],
  MongoQuery<SubjectFacts>
>;
type Rule = RawRuleOf<TouchlineAbility>;

const EVERY_ACTION: PermissionAction[] = [
  'Create',
  'Edit',
  'Export',
  'Index',
  'New',
  'Show',
  'Update',
];

/** What only a club's admins may Update: its settings and its members' roles. */
const ADMIN_ONLY: PolicySubject[] = ['ClubSettings', 'Membership'];

/** What an approved athlete may look at in their own club. */
const ATHLETE_READABLE: PolicySubject[] = [
  'Club',
  'Athlete',
  'Pitch',
  'Report',
  'Session',
  'SessionTagDefinition',
];

/**
 * The one place that says who may do what. Club staff manage everything of
 * their club; athletes read their club, edit themselves and upload and read
 * warnings about their own data; pending members and non-members get
 * nothing; provider staff may unlock trackers. Surveys and their answers are
 * the staff's: an athlete sees and answers only what was sent to them. Club admins are staff who
 * also change members' roles and the club's settings. Provider staff reach Admin Functions. Rules
 * are scoped by club, so a rule of one club never matches an object of another.
 */
export function defineAbilityFor(person: PolicyPerson): TouchlineAbility {
  const rules: Rule[] = [
    { action: ['Show', 'Edit', 'Update'], subject: 'Person', conditions: { id: person.personId } },
  ];
  if (person.touchlineStaff) {
    rules.push(
      { action: 'Create', subject: 'TrackerUnlock' },
      { action: EVERY_ACTION, subject: 'AdminFunctions' },
    );
  }
  for (const membership of person.memberships) {
    if (membership.status !== 'approved') continue;
    const clubId = membership.clubId;
    if (membership.role === 'staff') {
      rules.push({ action: EVERY_ACTION, subject: 'all', conditions: { clubId } });
      // Staff invite and approve; changing a member's role or removing them, and the club's
      // settings, are the club admins'.
      if (!membership.admin) {
        rules.push({
          action: 'Update',
          subject: ADMIN_ONLY,
          conditions: { clubId },
          inverted: true,
        });
      }
      continue;
    }
    rules.push({ action: ['Index', 'Show'], subject: ATHLETE_READABLE, conditions: { clubId } });
    if (membership.athleteId) {
      const id = membership.athleteId;
      rules.push(
        { action: ['Edit', 'Update'], subject: 'Athlete', conditions: { clubId, id } },
        // Their own profile only: session load in it comes from their survey answers (health data).
        { action: 'Show', subject: 'AthleteProfile', conditions: { clubId, id } },
        // A file of theirs only: every athlete it names is them.
        {
          action: 'Create',
          subject: 'Upload',
          conditions: { clubId, athleteIds: { $all: [id], $size: 1 } },
        },
        { action: 'Show', subject: 'ProcessingWarning', conditions: { clubId, athleteId: id } },
        // A survey sent to them: to see and answer (its facts name the recipient asked about).
        {
          action: ['Show', 'Update'],
          subject: 'SurveyDistribution',
          conditions: { clubId, athleteIds: { $all: [id] } },
        },
      );
    }
  }
  return createMongoAbility<TouchlineAbility>(rules);
}

/**
 * A caller the server trusts: the command line on the server itself (every
 * club), or a background job of one club (that club's objects only, so a job
 * naming another club's ids finds nothing).
 */
export function defineTrustedAbility(scope: { clubId?: string } = {}): TouchlineAbility {
  const conditions = scope.clubId === undefined ? undefined : { clubId: scope.clubId };
  return createMongoAbility<TouchlineAbility>([
    { action: EVERY_ACTION, subject: 'all', ...(conditions && { conditions }) },
  ]);
}

/** Asks the ability about one object (or about a club, when only its id is known). */
export function isPermitted(
  ability: TouchlineAbility,
  action: PermissionAction,
  subjectType: PolicySubject,
  facts: SubjectFacts,
): boolean {
  return ability.can(action, asSubject(subjectType, { ...facts }));
}
