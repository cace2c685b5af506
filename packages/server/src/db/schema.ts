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
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
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
  (table) => [
    index('auth_sessions_identity_idx').on(table.identityId),
    // The clean-up of expired sessions.
    index('auth_sessions_expires_idx').on(table.expiresAt),
  ],
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
  /** The club's IANA time zone, e.g. Europe/London: its days and weeks. */
  timeZone: text('time_zone').notNull().default('UTC'),
  /** What a new member reads distances and speeds in until they choose. */
  defaultUnitSystem: unitSystemEnum('default_unit_system').notNull().default('metric'),
  /** Titles offered first when naming a segment (settings.segmentTitles). */
  segmentTitles: text('segment_titles')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /**
   * The code of the club's join link: whoever signs up with it waits for a
   * coach's approval. Null until staff first ask for the link; replaced to
   * retire a link that went too far.
   */
  joinCode: text('join_code').unique(),
  /**
   * Wellness flags (docs/product/surveys.md): an athlete's Hooper index worse
   * than their own mean over the baseline days by more than this many
   * standard deviations.
   */
  wellnessFlagStandardDeviations: doublePrecision('wellness_flag_standard_deviations')
    .notNull()
    .default(1.5),
  wellnessFlagBaselineDays: integer('wellness_flag_baseline_days').notNull().default(28),
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

/**
 * A club's athlete. An athlete may have no account (personId null) and be
 * claimed later through an invite; an archived one keeps their history and
 * leaves the current squad.
 */
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
    preferredName: text('preferred_name'),
    shirtNumber: integer('shirt_number'),
    dateOfBirth: date('date_of_birth'),
    /** Serial numbers of the trackers (and tag ids) the athlete wears. */
    deviceSerials: text('device_serials')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    maxHeartRateBpm: integer('max_heart_rate_bpm'),
    /** A manual top-speed reference for individual speed zones, in km/h. */
    topSpeedReferenceKph: doublePrecision('top_speed_reference_kph'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('athletes_club_person_idx').on(table.clubId, table.personId),
    uniqueIndex('athletes_club_shirt_idx')
      .on(table.clubId, table.shirtNumber)
      .where(sql`${table.archivedAt} is null and ${table.shirtNumber} is not null`),
    check('athletes_shirt_number', sql`${table.shirtNumber} between 0 and 999`),
    check('athletes_max_heart_rate', sql`${table.maxHeartRateBpm} between 100 and 250`),
    check(
      'athletes_top_speed',
      sql`${table.topSpeedReferenceKph} > 0 and ${table.topSpeedReferenceKph} <= 50`,
    ),
  ],
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
    /** A club admin: staff who also manage members and the club's settings. */
    admin: boolean('admin').notNull().default(false),
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

/**
 * An invitation to join a club by e-mail, as staff or athlete (and, for an
 * athlete, to claim an athlete record without an account). Only a SHA-256 of
 * its token is stored; it is used once and expires.
 */
export const invites = pgTable(
  'invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: clubId(),
    email: text('email').notNull(),
    role: membershipRoleEnum('role').notNull(),
    athleteId: uuid('athlete_id').references(() => athletes.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    invitedById: uuid('invited_by_id').references(() => persons.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('invites_club_idx').on(table.clubId, table.createdAt)],
);

/** A one-time password-reset link provider staff hand over; only a SHA-256 of its token is kept. */
export const passwordResets = pgTable('password_resets', {
  id: uuid('id').primaryKey().defaultRandom(),
  personId: uuid('person_id')
    .notNull()
    .references(() => persons.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * What provider staff and club admins did: who, when, to what. Rows outlive
 * the club and the person they name (the ids are kept as text).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorPersonId: uuid('actor_person_id').references(() => persons.id, { onDelete: 'set null' }),
    /** e.g. club.suspend, feature.switch, person.passwordReset. */
    action: text('action').notNull(),
    clubId: uuid('club_id').references(() => clubs.id, { onDelete: 'set null' }),
    /** What was acted on, in words a reader can follow (a club's or a person's name). */
    target: text('target').notNull(),
    details: jsonb('details')
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (table) => [index('audit_log_at_idx').on(table.at)],
);
