import {
  NOTIFICATION_TYPES,
  SURVEY_METRICS,
  SURVEY_QUESTION_KINDS,
  SURVEY_TRIGGER_KINDS,
} from '@touchline/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { athletes, clubId, persons } from './schema.js';
import { sessions } from './sessionsSchema.js';
import { createdAt } from './columns.js';

// Surveys (docs/product/surveys.md §2, §5-§6): questionnaires, who they were sent to and when, the
// athletes' answers, and the notifications they cause. Every row is club-owned.

export const surveyQuestionKindEnum = pgEnum('survey_question_kind', SURVEY_QUESTION_KINDS);
export const surveyMetricEnum = pgEnum('survey_metric', SURVEY_METRICS);
export const surveyTriggerKindEnum = pgEnum('survey_trigger_kind', SURVEY_TRIGGER_KINDS);
export const notificationTypeEnum = pgEnum('notification_type', NOTIFICATION_TYPES);

export const surveys = pgTable(
  'surveys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: clubId(),
    title: text('title').notNull(),
    /** Archived surveys are no longer sent, by hand or by their timers; their answers are kept. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('surveys_club_idx').on(table.clubId)],
);

export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: clubId(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    /** 1-based, no gaps within a survey. */
    position: integer('position').notNull(),
    kind: surveyQuestionKindEnum('kind').notNull(),
    prompt: text('prompt').notNull(),
    required: boolean('required').notNull().default(true),
    minValue: doublePrecision('min_value'),
    maxValue: doublePrecision('max_value'),
    /** scale: what its ends mean. */
    minLabel: text('min_label'),
    maxLabel: text('max_label'),
    unit: text('unit'),
    /** singleChoice / multipleChoice: the choices, in order. */
    choices: jsonb('choices')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    metric: surveyMetricEnum('metric'),
    /** No longer asked; its answers are kept. */
    hidden: boolean('hidden').notNull().default(false),
  },
  (table) => [uniqueIndex('survey_questions_position_idx').on(table.surveyId, table.position)],
);

/**
 * Sends a survey by itself: `afterSession` (offsetMinutes after each session
 * of the club ends) or `daily` (at localTime 'HH:mm' in timeZone).
 * Recipients: every athlete of the club, or the listed athletes and groups.
 */
export const surveyTimerTriggers = pgTable(
  'survey_timer_triggers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: clubId(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    kind: surveyTriggerKindEnum('kind').notNull(),
    offsetMinutes: integer('offset_minutes'),
    localTime: text('local_time'),
    timeZone: text('time_zone').notNull(),
    allAthletes: boolean('all_athletes').notNull().default(true),
    athleteIds: jsonb('athlete_ids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    athleteGroupIds: jsonb('athlete_group_ids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [index('survey_timer_triggers_club_idx').on(table.clubId)],
);

/**
 * A survey sent to athletes at a time: directly (no trigger) or by a trigger.
 * A trigger sends once per occurrence (`occurrence`: the session's id, or
 * the local date), so a retried firing never sends twice.
 */
export const surveyDistributions = pgTable(
  'survey_distributions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: clubId(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    triggerId: uuid('trigger_id').references(() => surveyTimerTriggers.id, {
      onDelete: 'set null',
    }),
    occurrence: text('occurrence'),
    /** The session an after-session survey is about (its RPE). */
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    distributedAt: timestamp('distributed_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('survey_distributions_club_survey_idx').on(
      table.clubId,
      table.surveyId,
      table.distributedAt,
    ),
    uniqueIndex('survey_distributions_occurrence_idx').on(table.triggerId, table.occurrence),
  ],
);

export const surveyDistributionRecipients = pgTable(
  'survey_distribution_recipients',
  {
    distributionId: uuid('distribution_id')
      .notNull()
      .references(() => surveyDistributions.id, { onDelete: 'cascade' }),
    athleteId: uuid('athlete_id')
      .notNull()
      .references(() => athletes.id, { onDelete: 'cascade' }),
    clubId: clubId(),
    /** When the athlete was reminded of it, still pending (once). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.distributionId, table.athleteId] }),
    index('survey_distribution_recipients_athlete_idx').on(table.athleteId),
  ],
);

/**
 * An athlete's answer to a distribution: one value per question by question
 * id. A second submission supersedes the first (supersededAt set), which is
 * kept as history; at most one current answer per athlete and distribution.
 */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: clubId(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    distributionId: uuid('distribution_id')
      .notNull()
      .references(() => surveyDistributions.id, { onDelete: 'cascade' }),
    athleteId: uuid('athlete_id')
      .notNull()
      .references(() => athletes.id, { onDelete: 'cascade' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('survey_answers_current_idx')
      .on(table.distributionId, table.athleteId)
      .where(sql`${table.supersededAt} is null`),
    index('survey_answers_athlete_idx').on(table.clubId, table.athleteId),
  ],
);

/** Something a person is told (docs/product/shell-and-sessions.md §7 types); the companion app shows them. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: clubId(),
    personId: uuid('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    type: notificationTypeEnum('type').notNull(),
    /** What the type needs, e.g. { surveyId, distributionId }. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [index('notifications_person_idx').on(table.personId, table.createdAt)],
);
