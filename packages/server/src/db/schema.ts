import {
  FEATURE_FLAGS,
  MEMBERSHIP_ROLES,
  MEMBERSHIP_STATUSES,
  SPORTS,
  SUBSCRIPTION_KINDS,
  SUBSCRIPTION_STATUSES,
  UNIT_SYSTEMS,
} from '@touchline/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

// Every club-owned table carries club_id: it is the tenant key every query
// filters on, and what a distributed Postgres would shard on.

export const sportEnum = pgEnum('sport', SPORTS);
export const membershipRoleEnum = pgEnum('membership_role', MEMBERSHIP_ROLES);
export const membershipStatusEnum = pgEnum('membership_status', MEMBERSHIP_STATUSES);
export const subscriptionStatusEnum = pgEnum('subscription_status', SUBSCRIPTION_STATUSES);
export const subscriptionKindEnum = pgEnum('subscription_kind', SUBSCRIPTION_KINDS);
export const featureNameEnum = pgEnum('feature_name', FEATURE_FLAGS);
export const unitSystemEnum = pgEnum('unit_system', UNIT_SYSTEMS);

export const persons = pgTable('persons', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  touchlineStaff: boolean('touchline_staff').notNull().default(false),
  profilePictureUrl: text('profile_picture_url'),
  /** How the person reads distances and speeds, on screens and in downloads. */
  unitSystem: unitSystemEnum('unit_system').notNull().default('metric'),
  createdAt: createdAt(),
});

/** How a person signs in; the e-mail is stored lower-cased. */
export const identities = pgTable('identities', {
  id: uuid('id').primaryKey().defaultRandom(),
  personId: uuid('person_id')
    .notNull()
    .unique()
    .references(() => persons.id, { onDelete: 'cascade' }),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
});

/** Server-side sessions; only a SHA-256 of the cookie's token is stored. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identityId: uuid('identity_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('auth_sessions_identity_idx').on(table.identityId)],
);

/** Failed sign-ins, kept in the database so every API process sees the same limit. */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    /** The hash of the device cookie of a browser that signed in before; null for others. */
    deviceHash: text('device_hash'),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sign_in_attempts_email_idx').on(table.email, table.attemptedAt),
    index('sign_in_attempts_ip_idx').on(table.ip, table.attemptedAt),
  ],
);

/**
 * Browsers that signed in to an identity before (OWASP's device cookies):
 * their attempts are throttled only by their own failures. One browser may
 * hold several identities (a shared laptop at the club).
 */
export const signInDevices = pgTable(
  'sign_in_devices',
  {
    tokenHash: text('token_hash').notNull(),
    identityId: uuid('identity_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tokenHash, table.identityId] })],
);

export const organisations = pgTable('organisations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

/** Owned by an organisation (clubs' billing) or by a person (app-only sign-ups). */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id').references(() => organisations.id, {
      onDelete: 'cascade',
    }),
    personId: uuid('person_id').references(() => persons.id, { onDelete: 'cascade' }),
    status: subscriptionStatusEnum('status').notNull(),
    kind: subscriptionKindEnum('kind').notNull(),
    portalUrl: text('portal_url'),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'billing_subscriptions_one_owner',
      sql`(${table.organisationId} is null) <> (${table.personId} is null)`,
    ),
    index('billing_subscriptions_organisation_idx').on(table.organisationId),
    index('billing_subscriptions_person_idx').on(table.personId),
  ],
);

export const clubs = pgTable('clubs', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  sport: sportEnum('sport').notNull(),
  suspended: boolean('suspended').notNull().default(false),
  organisationId: uuid('organisation_id')
    .notNull()
    .references(() => organisations.id),
  createdAt: createdAt(),
});

/** A club-owned row's club: deleting the club deletes the row. */
export const clubId = () =>
  uuid('club_id')
    .notNull()
    .references(() => clubs.id, { onDelete: 'cascade' });

/** Playing positions a club uses (e.g. Goalkeeper / GK). */
export const positions = pgTable(
  'positions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: clubId(),
    name: text('name').notNull(),
    abbreviation: text('abbreviation').notNull(),
  },
  (table) => [uniqueIndex('positions_club_name_idx').on(table.clubId, table.name)],
);

export const athletes = pgTable(
  'athletes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: clubId(),
    personId: uuid('person_id').references(() => persons.id, { onDelete: 'set null' }),
    positionId: uuid('position_id').references(() => positions.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    initials: text('initials').notNull(),
    profilePictureUrl: text('profile_picture_url'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('athletes_club_person_idx').on(table.clubId, table.personId)],
);

export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: clubId(),
    personId: uuid('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    role: membershipRoleEnum('role').notNull(),
    status: membershipStatusEnum('status').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('memberships_person_club_role_idx').on(table.personId, table.clubId, table.role),
    index('memberships_club_idx').on(table.clubId),
  ],
);

/** A switch without a row is off. */
export const featureSwitches = pgTable(
  'feature_switches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: clubId(),
    name: featureNameEnum('name').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (table) => [uniqueIndex('feature_switches_club_name_idx').on(table.clubId, table.name)],
);
