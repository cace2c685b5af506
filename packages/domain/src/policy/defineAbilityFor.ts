import {
  createMongoAbility,
  subject as asSubject,
  type ForcedSubject,
  type MongoAbility,
  type MongoQuery,
  type RawRuleOf,
} from '@casl/ability';
import type { MembershipRole, MembershipStatus } from '../enums/memberships.js';
import type { PermissionAction, PermissionSubject } from './permissions.js';

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
}

/** The facts about one object of a subject type that rules match against. */
export interface SubjectFacts {
  id?: string;
  clubId?: string;
  /** For sessions and reports: athletes who took part. */
  athleteIds?: readonly string[];
}

type TaggedFacts = SubjectFacts & ForcedSubject<PermissionSubject>;

export type TouchlineAbility = MongoAbility<
  [PermissionAction, PermissionSubject | TaggedFacts | 'all'],
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

/** What an approved athlete may look at in their own club. */
const ATHLETE_READABLE: PermissionSubject[] = [
  'Athlete',
  'Pitch',
  'Report',
  'Session',
  'SessionTagDefinition',
  'Survey',
];

/**
 * The one place that says who may do what. Club staff manage everything of
 * their club; athletes read their club and edit themselves; pending members
 * and non-members get nothing. Rules are scoped by club, so a rule of one
 * club never matches an object of another.
 */
export function defineAbilityFor(person: PolicyPerson): TouchlineAbility {
  const rules: Rule[] = [
    { action: ['Show', 'Edit', 'Update'], subject: 'Person', conditions: { id: person.personId } },
  ];
  for (const membership of person.memberships) {
    if (membership.status !== 'approved') continue;
    const clubId = membership.clubId;
    if (membership.role === 'staff') {
      rules.push({ action: EVERY_ACTION, subject: 'all', conditions: { clubId } });
      continue;
    }
    rules.push({ action: ['Index', 'Show'], subject: ATHLETE_READABLE, conditions: { clubId } });
    if (membership.athleteId) {
      const id = membership.athleteId;
      rules.push({ action: ['Edit', 'Update'], subject: 'Athlete', conditions: { clubId, id } });
    }
  }
  return createMongoAbility<TouchlineAbility>(rules);
}

/** Asks the ability about one object (or about a club, when only its id is known). */
export function isPermitted(
  ability: TouchlineAbility,
  action: PermissionAction,
  subjectType: PermissionSubject,
  facts: SubjectFacts,
): boolean {
  return ability.can(action, asSubject(subjectType, { ...facts }));
}
