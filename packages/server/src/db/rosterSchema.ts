import { DEVICE_KINDS, DEVICE_OWNER_KINDS, TAGGABLE_TYPES } from '@touchline/domain';
import { sql } from 'drizzle-orm';
import {
  check,
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
import { athletes, clubId, clubs, organisations, persons, sportEnum } from './schema.js';
import { createdAt } from './columns.js';

// A club's roster and kit: groups, tags, pitches, devices, match definitions
// and metric settings. Every club-owned row carries club_id.

export const taggableTypeEnum = pgEnum('taggable_type', TAGGABLE_TYPES);
export const deviceKindEnum = pgEnum('device_kind', DEVICE_KINDS);
export const deviceOwnerKindEnum = pgEnum('device_owner_kind', DEVICE_OWNER_KINDS);

export const athleteGroups = pgTable(
  'athlete_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: clubId(),
    name: text('name').notNull(),
    colour: text('colour').notNull(),
  },
  (table) => [uniqueIndex('athlete_groups_club_name_idx').on(table.clubId, table.name)],
);

export const athleteGroupMembers = pgTable(
  'athlete_group_members',
  {
    clubId: clubId(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => athleteGroups.id, { onDelete: 'cascade' }),
    athleteId: uuid('athlete_id')
      .notNull()
      .references(() => athletes.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.athleteId] }),
    index('athlete_group_members_athlete_idx').on(table.athleteId),
  ],
);

export const tagDefinitions = pgTable(
  'tag_definitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: clubId(),
    label: text('label').notNull(),
    colour: text('colour').notNull(),
    validTaggableTypes: taggableTypeEnum('valid_taggable_types').array().notNull(),
  },
  (table) => [uniqueIndex('tag_definitions_club_label_idx').on(table.clubId, table.label)],
);

/** A pitch on the globe: centre, bearing of the long axis (degrees from north), size. */
export const pitches = pgTable(
  'pitches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: clubId(),
    name: text('name').notNull(),
    sport: sportEnum('sport').notNull(),
    centreLatDeg: doublePrecision('centre_lat_deg').notNull(),
    centreLonDeg: doublePrecision('centre_lon_deg').notNull(),
    bearingDeg: doublePrecision('bearing_deg').notNull(),
    lengthM: doublePrecision('length_m').notNull(),
    widthM: doublePrecision('width_m').notNull(),
  },
  (table) => [
    index('pitches_club_idx').on(table.clubId),
    check('pitches_size', sql`${table.lengthM} > 0 and ${table.widthM} > 0`),
  ],
);

/**
 * Trackers and infrastructure, owned by an organisation or a person. A tracker
 * first met by the diagnostics tool has no owner yet (owner_kind null).
 */
export const devices = pgTable('devices', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: deviceKindEnum('kind').notNull(),
  serialNumber: text('serial_number').notNull().unique(),
  boardName: text('board_name'),
  ownerKind: deviceOwnerKindEnum('owner_kind'),
  ownerOrganisationId: uuid('owner_organisation_id').references(() => organisations.id, {
    onDelete: 'set null',
  }),
  ownerPersonId: uuid('owner_person_id').references(() => persons.id, {
    onDelete: 'set null',
  }),
  createdAt: createdAt(),
});

/** What a club calls its matches ('Match', 'Game', 'Fixture'). */
export const matchDefinitions = pgTable(
  'match_definitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: clubId(),
    name: text('name').notNull(),
  },
  (table) => [uniqueIndex('match_definitions_club_name_idx').on(table.clubId, table.name)],
);

/** A club's METRICS.md thresholds; no row means the defaults. */
export const clubMetricSettings = pgTable('club_metric_settings', {
  clubId: uuid('club_id')
    .primaryKey()
    .references(() => clubs.id, { onDelete: 'cascade' }),
  algorithmVersion: integer('algorithm_version').notNull(),
  settings: jsonb('settings').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
