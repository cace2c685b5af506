import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { PersonRow, AthleteRow, ClubRow, ClubOrganisation, BillingSubscriptionRow, SessionRow } from '../db/rows.js';
import type { ViewerMembership } from '../access/loadMemberships.js';
import type { ClubMemberRow, InviteRow } from '../modules/members/memberRows.js';
import type { SessionProcessingRow } from '../modules/sessions/sessionRows.js';
import type { ParticipationRow, AthleteMetricSetRow, TeamMetricSetRow, MatchPeriodRow, PeakDemandRow, PitchRow, MatchDefinitionRow, ProcessingWarningRow, AthleteGroupRow } from '../modules/sessionReports/sessionReportRows.js';
import type { IsoSampledSeries } from '../modules/sessionReports/storedSeries.js';
import type { MatchAverageRow } from '../modules/sessionReports/matchAveragesBySessionId.js';
import type { SegmentRow } from '../modules/sessionReports/index.js';
import type { TagDefinitionRow, SegmentParticipationRow, SegmentMetricSetRow, ClubSettingsRow, SegmentsUpdatedRow } from '../modules/segments/segmentRows.js';
import type { AthleteWeeklySummaryRow } from '../modules/dashboard/dashboardRows.js';
import type { AthleteHomeParent, AthleteLoadWeekParent } from '../modules/athleteHome/athleteHome.service.js';
import type { AthleteProfileParent } from '../modules/athleteProfile/athleteProfile.service.js';
import type { DatasetParent, DatasetUpdatedRow } from '../modules/datasets/datasetRows.js';
import type { FlexibleReportRow, FlexibleReportChartRow } from '../modules/flexibleReports/flexibleReportRows.js';
import type { SurveyParent, SurveyQuestionParent } from '../modules/surveys/surveyRows.js';
import type { SurveyTriggerRow } from '../modules/surveys/surveyRecipients.js';
import type { SurveyCompletionParent, RecipientStatusParent } from '../modules/surveys/surveyCompletionBoard.service.js';
import type { WellnessFlagParent } from '../modules/surveys/wellnessFlags.service.js';
import type { MyDistributionParent } from '../modules/surveys/mySurveyDistributions.service.js';
import type { SurveyAnswerParent } from '../modules/surveys/surveyAnswerParent.js';
import type { AdminFunctionsRoot } from '../modules/admin/adminFunctionsRoot.js';
import type { AdminClubRow } from '../modules/admin/adminClubRows.js';
import type { SessionDiagnosticsRow, RawTrackDiagnosticsRow } from '../modules/admin/sessionDiagnostics.service.js';
import type { JobRow } from '../modules/admin/jobRows.js';
import type { AuditLogEntryRow } from '../modules/admin/auditLog.service.js';
import type { ImportRow, ImportFileRow, ImportTrackView, ColumnMappingView, SessionFileRow, ImportUpdateView } from '../modules/imports/importRows.js';
import type { StoredCsvPreview } from '../db/tables.js';
import type { NotificationRow } from '../modules/notifications/notificationRows.js';
import type { GraphQLContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 date and time with offset, e.g. 2026-11-21T18:30:00.000Z. */
  ISO8601DateTime: { input: string; output: string; }
  /**
   * Any JSON value. Used where the spec's shapes are JSON documents (a report
   * chart's chartConfig, sortConfig and filters, a dataset's gridConfig) or a
   * column's values; the server checks each against its shape.
   */
  JSON: { input: unknown; output: unknown; }
};

export type AdminClub = {
  __typename?: 'AdminClub';
  defaultUnitSystem: UnitSystem;
  /** Every feature flag, with whether it is on for the club. */
  featureSwitches: Array<Feature>;
  id: Scalars['ID']['output'];
  /** Approved members, staff and athletes. */
  membersCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  sessionsCount: Scalars['Int']['output'];
  sport: Sport;
  /** The organisation's subscription; null when it has none. */
  subscription?: Maybe<BillingSubscription>;
  suspended: Scalars['Boolean']['output'];
  timeZone: Scalars['String']['output'];
};

export type AdminClubPayload = {
  __typename?: 'AdminClubPayload';
  club?: Maybe<AdminClub>;
  errors: Array<MutationError>;
};

export type AdminCreateClubInput = {
  defaultUnitSystem: UnitSystem;
  /** The e-mail of an existing account to make the club's first admin. */
  firstAdminEmail?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  sport: Sport;
  timeZone: Scalars['String']['input'];
};

/** What provider staff run Touchline with (docs/product/club-administration.md §7). */
export type AdminFunctions = {
  __typename?: 'AdminFunctions';
  /** What provider staff did, newest first; `search` matches the action, the target and the actor. */
  auditLog: AuditLogPage;
  /** Every club, by name; `search` matches the name or the sport. */
  clubs: Array<AdminClub>;
  /** People whose name or e-mail contains `search` (at most 50). */
  people: Array<AdminPerson>;
  /** A session's raw tracks and processing jobs; null with a NOT_FOUND error for an unknown id. */
  sessionDiagnostics?: Maybe<SessionDiagnostics>;
  systemHealth: SystemHealth;
};


/** What provider staff run Touchline with (docs/product/club-administration.md §7). */
export type AdminFunctionsAuditLogArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** What provider staff run Touchline with (docs/product/club-administration.md §7). */
export type AdminFunctionsClubsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


/** What provider staff run Touchline with (docs/product/club-administration.md §7). */
export type AdminFunctionsPeopleArgs = {
  search: Scalars['String']['input'];
};


/** What provider staff run Touchline with (docs/product/club-administration.md §7). */
export type AdminFunctionsSessionDiagnosticsArgs = {
  sessionId: Scalars['ID']['input'];
};

/** A pg-boss job. */
export type AdminJob = {
  __typename?: 'AdminJob';
  completedAt?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  /** The error it failed with; null unless it failed. */
  error?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  queue: Scalars['String']['output'];
  retryCount: Scalars['Int']['output'];
  startedAt?: Maybe<Scalars['String']['output']>;
  /** created, retry, active, completed, cancelled or failed. */
  state: Scalars['String']['output'];
};

export type AdminJobPayload = {
  __typename?: 'AdminJobPayload';
  errors: Array<MutationError>;
  job?: Maybe<AdminJob>;
};

export type AdminPerson = {
  __typename?: 'AdminPerson';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  memberships: Array<AdminPersonMembership>;
  name: Scalars['String']['output'];
  touchlineStaff: Scalars['Boolean']['output'];
};

export type AdminPersonMembership = {
  __typename?: 'AdminPersonMembership';
  admin: Scalars['Boolean']['output'];
  clubName: Scalars['String']['output'];
  /** staff or athlete. */
  role: Scalars['String']['output'];
  /** pending, approved or declined. */
  status: Scalars['String']['output'];
};

export type AdminPersonPayload = {
  __typename?: 'AdminPersonPayload';
  errors: Array<MutationError>;
  person?: Maybe<AdminPerson>;
};

export type AdminSubscriptionInput = {
  kind: SubscriptionKind;
  portalUrl?: InputMaybe<Scalars['String']['input']>;
  status: SubscriptionStatus;
};

export type Athlete = {
  __typename?: 'Athlete';
  /** An archived athlete keeps their history and leaves the current squad; staff only. */
  archived: Scalars['Boolean']['output'];
  /** YYYY-MM-DD; staff only. */
  dateOfBirth?: Maybe<Scalars['String']['output']>;
  /** Serial numbers of the trackers and tag ids the athlete wears; staff only. */
  deviceSerials: Array<Scalars['String']['output']>;
  /** Groups the athlete is in, by name; staff only. */
  groups: Array<AthleteGroup>;
  /** Whether a person's account is linked (an athlete without one may be claimed through an invite); staff only. */
  hasAccount: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  initials: Scalars['String']['output'];
  /** From 100 to 250 bpm; staff only. */
  maxHeartRateBpm?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  /** A position's name; staff only. */
  position?: Maybe<Scalars['String']['output']>;
  /** The name the athlete goes by, e.g. on the pitch; staff only. */
  preferredName?: Maybe<Scalars['String']['output']>;
  profilePicture?: Maybe<ProfilePicture>;
  /** Unique among the club's current athletes; staff only. */
  shirtNumber?: Maybe<Scalars['Int']['output']>;
  /** A manual top speed in km/h that individual speed zones use before the athlete's recorded best; staff only. */
  topSpeedReferenceKph?: Maybe<Scalars['Float']['output']>;
};

/** An athlete's squad record (docs/product/club-administration.md §4); a field left out is cleared. */
export type AthleteAttributes = {
  /** YYYY-MM-DD. */
  dateOfBirth?: InputMaybe<Scalars['String']['input']>;
  deviceSerials?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The groups the athlete is in (replacing those they were in). */
  groupIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  maxHeartRateBpm?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  /** One of the club's positionChoices. */
  position?: InputMaybe<Scalars['String']['input']>;
  preferredName?: InputMaybe<Scalars['String']['input']>;
  shirtNumber?: InputMaybe<Scalars['Int']['input']>;
  topSpeedReferenceKph?: InputMaybe<Scalars['Float']['input']>;
};

/** An athlete's clips in a segment, merged and by start; one whole-segment clip when none was drawn. */
export type AthleteClippedTimePeriods = {
  __typename?: 'AthleteClippedTimePeriods';
  athleteId: Scalars['ID']['output'];
  /** Usually one; a few where an athlete sat parts of a drill out. */
  clippedTimePeriods: Array<ClippedTimePeriod>;
};

export type AthleteClippedTimePeriodsInput = {
  athleteId: Scalars['ID']['input'];
  /** Overlapping clips are merged; none (or none left after clamping) is the whole segment. */
  clippedTimePeriods: Array<ClippedTimePeriodInput>;
};

export type AthleteGroup = {
  __typename?: 'AthleteGroup';
  /** By name. */
  athletes: Array<Athlete>;
  colour: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A group's name (unique in the club), colour (#rrggbb) and members. */
export type AthleteGroupAttributes = {
  /** The members (replacing the group's); left out: unchanged. */
  athleteIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  colour: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

export type AthleteGroupPayload = {
  __typename?: 'AthleteGroupPayload';
  /** The group as saved; null when errors is not empty. */
  athleteGroup?: Maybe<AthleteGroup>;
  errors: Array<MutationError>;
};

/** The athlete's time in the five heart-rate zones over the sessions of a range that have heart rate. */
export type AthleteHeartRateZones = {
  __typename?: 'AthleteHeartRateZones';
  minutesWithHeartRate: Scalars['Float']['output'];
  /** How many of the range's sessions had heart rate. */
  sessionCount: Scalars['Int']['output'];
  /** Percentages of the time with heart rate, zone 1 (50-60 % of maximum) to zone 5 (from 90 %). */
  zonePercentages: Array<Scalars['Float']['output']>;
};

/**
 * The current person's own home as an athlete of a club (the ATHLETE_DASHBOARD state):
 * read from the stored metric sets, never anyone else's.
 */
export type AthleteHome = {
  __typename?: 'AthleteHome';
  athlete: Athlete;
  /** The athlete record's id. */
  id: Scalars['ID']['output'];
  /** The athlete's last 5 sessions with data, newest first. */
  lastSessions: Array<AthleteHomeSession>;
  load: AthleteLoad;
  /** The mean of the athlete's numbers over all their sessions with data; null without any. */
  myAverage?: Maybe<AthleteHomeNumbers>;
  /** The club's surveys sent to the athlete and not answered yet, newest first. */
  pendingSurveys: Array<MySurveyDistribution>;
  /** Top speed, distance, sprint distance and high-intensity distance, each with its session. */
  personalBests: Array<PersonalBest>;
};

/** An athlete's four numbers of one session, or their mean (docs/product/athlete-app.md §2). */
export type AthleteHomeNumbers = {
  __typename?: 'AthleteHomeNumbers';
  maxSpeedKph: Scalars['Float']['output'];
  totalDistanceM: Scalars['Float']['output'];
  totalHighIntensityDistanceM: Scalars['Float']['output'];
  totalSprintDistanceM: Scalars['Float']['output'];
};

/** One of the athlete's last sessions: their numbers beside the team's. */
export type AthleteHomeSession = {
  __typename?: 'AthleteHomeSession';
  /** The athlete's participation's id. */
  id: Scalars['ID']['output'];
  /** The athlete's own whole-session numbers. */
  mine: AthleteHomeNumbers;
  session: Session;
  /** The means over the session's participants with data; null until the session is aggregated. */
  team?: Maybe<AthleteHomeNumbers>;
};

/** The athlete's load over the four weeks before now (docs/METRICS.md "An athlete's load"). */
export type AthleteLoad = {
  __typename?: 'AthleteLoad';
  /** The last 7 days' distance over the mean weekly distance of the last 28; null with under 28 days of history. */
  acuteChronicRatio?: Maybe<Scalars['Float']['output']>;
  /** Oldest first; the last is the acute week (the last 7 days). */
  weeks: Array<AthleteLoadWeek>;
};

/** A day of the athlete's load in their profile's range (docs/METRICS.md "An athlete's load"). */
export type AthleteLoadDay = {
  __typename?: 'AthleteLoadDay';
  /** The last 7 days' mean daily distance over the last 28 days'; null without 28 days of history. */
  acuteChronicRatio?: Maybe<Scalars['Float']['output']>;
  /** The day, yyyy-MM-dd, in the reader's time zone. */
  date: Scalars['String']['output'];
  /** The distance of the athlete's sessions that day. */
  distanceM: Scalars['Float']['output'];
  /** The exponentially weighted 7-day over 28-day distance (Williams et al. 2017); null as acuteChronicRatio. */
  ewmaAcuteChronicRatio?: Maybe<Scalars['Float']['output']>;
};

/** Seven days of the athlete's load, ending at endTime (exclusive). */
export type AthleteLoadWeek = {
  __typename?: 'AthleteLoadWeek';
  distanceM: Scalars['Float']['output'];
  endTime: Scalars['ISO8601DateTime']['output'];
  sessionCount: Scalars['Int']['output'];
  startTime: Scalars['ISO8601DateTime']['output'];
};

/** An athlete's match average: the mean of their Whole Session values over their matches with data in the 12 months before a session. */
export type AthleteMatchAverage = {
  __typename?: 'AthleteMatchAverage';
  /** How many matches the means are over. */
  matchCount: Scalars['Int']['output'];
  totalDistanceM: Scalars['Float']['output'];
  totalHighIntensityDistanceM: Scalars['Float']['output'];
  totalSprintDistanceM: Scalars['Float']['output'];
};

/** One athlete's metrics over one window (the session, a match period or a segment), as METRICS.md defines them. */
export type AthleteMetricSet = {
  __typename?: 'AthleteMetricSet';
  accelerationEvents: Scalars['Int']['output'];
  activeSeconds: Scalars['Float']['output'];
  /** Metabolic power over active time, W/kg (di Prampero; Osgnach et al. 2010); null for sets computed before algorithm version 3. */
  averageMetabolicPowerWPerKg?: Maybe<Scalars['Float']['output']>;
  /** Only with heart-rate data. */
  avgHeartRateBpm?: Maybe<Scalars['Float']['output']>;
  /** Mean speed (km/h) per 1-minute bucket (the Speed Breakdown of a training session). */
  avgSpeedBreakdown: Array<TimedValue>;
  avgSpeedKph: Scalars['Float']['output'];
  /** The same series, by the name match reports use. */
  avgSpeedKphOverTime: Array<TimedValue>;
  decelerationEvents: Scalars['Int']['output'];
  /** Cumulative distance (m) at the end of each 1-minute bucket. */
  distanceMOverTime: Array<TimedValue>;
  /** Only with heart-rate data: five percentages of the time with heart rate, in zones of 50-60, 60-70, 70-80, 80-90 and from 90 % of the athlete's maximum heart rate. */
  heartRateZonePercentages?: Maybe<Array<Scalars['Float']['output']>>;
  /** Match periods only: the heat map image (transparent PNG), when the athlete was tracked on a pitch. */
  heatmapUrl?: Maybe<Scalars['String']['output']>;
  highIntensityEvents: Scalars['Int']['output'];
  /** Distance (m) while the metabolic power was at least 25.5 W/kg; null before algorithm version 3. */
  highMetabolicLoadDistanceM?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  /** Match periods only: the period this set measures. */
  matchSessionPeriod?: Maybe<MatchSessionPeriod>;
  /** Only with heart-rate data. */
  maxHeartRateBpm?: Maybe<Scalars['Float']['output']>;
  maxSpeedKph: Scalars['Float']['output'];
  /** Metabolic energy, kJ per kg of body mass; null before algorithm version 3. */
  metabolicEnergyKjPerKg?: Maybe<Scalars['Float']['output']>;
  metresPerMinute: Scalars['Float']['output'];
  /** Peak demands for rolling windows of 1, 2, 3, 5 and 10 minutes, shortest first; empty for sets computed before they existed. */
  peakDemands: Array<PeakDemand>;
  /** Catapult's Player Load over the window, from the export's own column, as given; null for other files. */
  playerLoad?: Maybe<Scalars['Float']['output']>;
  rawMaxSpeedKph: Scalars['Float']['output'];
  /** Only with heart-rate data. */
  sampledHeartRateBpmOverTime?: Maybe<SampledHeartRateSeries>;
  sampledSpeedKphOverTime: SampledSpeedSeries;
  /** Six percentages of active time: Stationary/Walk, Jogging, Low Int. Run, Med Int. Run, High Int. Run, Sprint. */
  speedzoneProfileZone: Array<Scalars['Float']['output']>;
  sprintEvents: Scalars['Int']['output'];
  timeAtKph: Array<SpeedBinValue>;
  totalDistanceM: Scalars['Float']['output'];
  totalHighIntensityDistanceM: Scalars['Float']['output'];
  totalSprintDistanceM: Scalars['Float']['output'];
  /** Only with heart-rate data: Edwards' TRIMP (minutes in zone k times k, summed). */
  trimp?: Maybe<Scalars['Float']['output']>;
  /** Only with IMU data. */
  workload?: Maybe<Scalars['Float']['output']>;
};

export type AthletePayload = {
  __typename?: 'AthletePayload';
  /** The athlete as saved; null when errors is not empty. */
  athlete?: Maybe<Athlete>;
  errors: Array<MutationError>;
};

/**
 * An athlete's profile over a range (docs/product/athlete-app.md §2.3): for the club's staff, and for
 * the athlete themself. Read from the stored metric sets.
 */
export type AthleteProfile = {
  __typename?: 'AthleteProfile';
  athlete: Athlete;
  from: Scalars['ISO8601DateTime']['output'];
  /** The names of the groups they are in. */
  groupNames: Array<Scalars['String']['output']>;
  /** Time in the heart-rate zones over the range's sessions with heart rate; null without any. */
  heartRateZones?: Maybe<AthleteHeartRateZones>;
  /** The athlete record's id. */
  id: Scalars['ID']['output'];
  /** Each day of the range up to now, oldest first: distance and the rolling and EWMA acute:chronic ratios. */
  loadDays: Array<AthleteLoadDay>;
  /** Per window length (1-10 min), the best peak demands of the range's sessions (METRICS.md 'Peak demands'). */
  peakDemands: Array<PeakDemand>;
  /** Their all-time bests of top speed, distance, sprint and high-intensity distance, each with its session. */
  personalBests: Array<PersonalBest>;
  /** Their position's name. */
  position?: Maybe<Scalars['String']['output']>;
  /** Their sessions with data that started in the range, oldest first. */
  sessions: Array<AthleteProfileSession>;
  to: Scalars['ISO8601DateTime']['output'];
};

/** One of the athlete's sessions with data in their profile's range, with their whole-session numbers. */
export type AthleteProfileSession = {
  __typename?: 'AthleteProfileSession';
  /** The athlete's participation's id. */
  id: Scalars['ID']['output'];
  numbers: AthleteHomeNumbers;
  session: Session;
};

/**
 * One athlete's week in the team weekly table (docs/product/dashboard-and-segments.md §3 "Weekly summary"):
 * totals and maxima over the sessions of the week the athlete has data in, and
 * means per such session. All null when the athlete took part without data.
 */
export type AthleteWeeklySummary = {
  __typename?: 'AthleteWeeklySummary';
  athlete: Athlete;
  avgMaxSpeedKph?: Maybe<Scalars['Float']['output']>;
  avgMetresPerMinute?: Maybe<Scalars['Float']['output']>;
  avgSprintEvents?: Maybe<Scalars['Float']['output']>;
  avgTotalDistanceM?: Maybe<Scalars['Float']['output']>;
  avgTotalHighIntensityDistanceM?: Maybe<Scalars['Float']['output']>;
  avgTotalSprintDistanceM?: Maybe<Scalars['Float']['output']>;
  /** The athlete's id and the week's start. */
  id: Scalars['ID']['output'];
  maxMaxSpeedKph?: Maybe<Scalars['Float']['output']>;
  maxMetresPerMinute?: Maybe<Scalars['Float']['output']>;
  /** Sessions of the week the athlete has data in. */
  sessionCount: Scalars['Int']['output'];
  totalDistanceM?: Maybe<Scalars['Float']['output']>;
  totalHighIntensityDistanceM?: Maybe<Scalars['Float']['output']>;
  totalSprintDistanceM?: Maybe<Scalars['Float']['output']>;
  totalSprintEvents?: Maybe<Scalars['Int']['output']>;
};

export type AuditLogEntry = {
  __typename?: 'AuditLogEntry';
  action: Scalars['String']['output'];
  /** The actor's name; null when the person was deleted. */
  actorName?: Maybe<Scalars['String']['output']>;
  at: Scalars['String']['output'];
  clubName?: Maybe<Scalars['String']['output']>;
  /** The action's details as JSON text. */
  details: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  target: Scalars['String']['output'];
};

export type AuditLogPage = {
  __typename?: 'AuditLogPage';
  entries: Array<AuditLogEntry>;
  totalCount: Scalars['Int']['output'];
};

export type BillingSubscription = {
  __typename?: 'BillingSubscription';
  id: Scalars['ID']['output'];
  kind: SubscriptionKind;
  status: SubscriptionStatus;
  /** Where staff manage billing; null when the provider has no portal. */
  subscriptionPortalUrl?: Maybe<Scalars['String']['output']>;
};

/** How a chart may use a column (docs/product/reporting.md §3). */
export type ChartDataType =
  | 'category'
  | 'excluded'
  | 'series'
  | 'time';

/** One clipped part of an athlete's time in a segment: offsets in ms from the segment's start. */
export type ClippedTimePeriod = {
  __typename?: 'ClippedTimePeriod';
  endOffset: Scalars['Float']['output'];
  startOffset: Scalars['Float']['output'];
  /** Rarely more than one. */
  tagDefinitionIds: Array<Scalars['ID']['output']>;
};

export type ClippedTimePeriodInput = {
  endOffset: Scalars['Float']['input'];
  /** ms from the segment's start; clamped to the segment. */
  startOffset: Scalars['Float']['input'];
  /** segment_participation_part tags of the club. */
  tagDefinitionIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type Club = {
  __typename?: 'Club';
  /** By name. */
  athleteGroups: Array<AthleteGroup>;
  /**
   * An athlete's profile from `from` to `to` (at most 400 days): any athlete of the club for its staff,
   * only themself for an athlete; anyone else's answers 'Athlete not found', like an unknown id.
   * Nullable so that error leaves the club itself answered (and the client's cached club intact).
   */
  athleteProfile?: Maybe<AthleteProfile>;
  /** Saved column mappings by name; staff only. */
  columnMappings: Array<ColumnMapping>;
  /** The CSV Builder's datasets (made from a template), newest first; gated by flexible_reporting. */
  datasets: Array<Dataset>;
  /** Most recently modified first. */
  flexibleReports: Array<FlexibleReport>;
  flexibleReportsCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Invites not used yet, newest first. Staff only. */
  invites: Array<ClubInvite>;
  /** The path of the club's join link (/join/<code>); null until staff make one. Staff only. */
  joinPath?: Maybe<Scalars['String']['output']>;
  /** The club's most recent session that has started; null before the first one. */
  lastSession?: Maybe<Session>;
  /** The same 30 days one by one, oldest first, days without sessions included. */
  lastThirtyDays: Array<DashboardDay>;
  /** Sessions starting in the last 30 days (29 days back up to today, in X-Time-Zone), oldest first. */
  lastThirtyDaysSessions: Array<Session>;
  /** Approved members, by name. Staff only. */
  members: Array<ClubMember>;
  /** Club staff only; others get a FORBIDDEN error. */
  metricSettings: MetricSettings;
  /** The current person's own home as an athlete of the club; null for a member who is not one of its athletes. */
  myAthleteHome?: Maybe<AthleteHome>;
  name: Scalars['String']['output'];
  organisation: Organisation;
  /** By name. */
  pitches: Array<Pitch>;
  /** Positions to choose from: the club's own, then its sport's standard ones it has not used yet; staff only. */
  positionChoices: Array<Scalars['String']['output']>;
  /** Newest first, a batch of the server's page size from offset. */
  sessions: SessionPage;
  /** Sessions with stored files: those a change of the thresholds re-computes. Club staff only. */
  sessionsWithStoredFiles: Scalars['Int']['output'];
  settings: ClubSettings;
  sport: Sport;
  sportDefinition: SportDefinition;
  /** The squad by name, for the club's staff (FORBIDDEN for others); archived athletes only when asked for. */
  squadAthletes: Array<Athlete>;
  /** The club's surveys, by title (SurveyExportQuery, docs/product/reporting.md §7); staff only. */
  surveys: Array<Survey>;
  /** A suspended club cannot upload data or create sessions until reactivated. */
  suspended: Scalars['Boolean']['output'];
  /** By label. */
  tagDefinitions: Array<TagDefinition>;
  /**
   * The athletes who took part in a session starting in [startTime, endTime),
   * which must be one week from a Monday 00:00 in X-Time-Zone; by name.
   */
  teamWeeklyOverview: Array<AthleteWeeklySummary>;
  /** Athletes without an account, whom an invite can let take over their record. Staff only. */
  unclaimedAthletes: Array<Athlete>;
  /** People waiting for approval, oldest first. Staff only. */
  waitingMembers: Array<ClubMember>;
};


export type ClubAthleteProfileArgs = {
  athleteId: Scalars['ID']['input'];
  from: Scalars['ISO8601DateTime']['input'];
  to: Scalars['ISO8601DateTime']['input'];
};


export type ClubFlexibleReportsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type ClubSessionsArgs = {
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type ClubSquadAthletesArgs = {
  includeArchived?: InputMaybe<Scalars['Boolean']['input']>;
};


export type ClubSurveysArgs = {
  includeArchived?: InputMaybe<Scalars['Boolean']['input']>;
};


export type ClubTeamWeeklyOverviewArgs = {
  endTime: Scalars['ISO8601DateTime']['input'];
  startTime: Scalars['ISO8601DateTime']['input'];
};

/** An invitation to join the club; its link is shown once, when it is made. */
export type ClubInvite = {
  __typename?: 'ClubInvite';
  /** The athlete record the invite lets its person take over. */
  athlete?: Maybe<Athlete>;
  /** Blank for a link handed over without an address. */
  email: Scalars['String']['output'];
  expired: Scalars['Boolean']['output'];
  expiresAt: Scalars['ISO8601DateTime']['output'];
  id: Scalars['ID']['output'];
  role: InviteRole;
};

/** A person's membership of a club, approved or waiting for approval. */
export type ClubMember = {
  __typename?: 'ClubMember';
  email: Scalars['String']['output'];
  /** The membership's id. */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Waiting for a coach's approval (joined with the club's join link). */
  pending: Scalars['Boolean']['output'];
  role: MemberRole;
  /** When they joined, or asked to. */
  since: Scalars['ISO8601DateTime']['output'];
};

export type ClubMemberPayload = {
  __typename?: 'ClubMemberPayload';
  errors: Array<MutationError>;
  member?: Maybe<ClubMember>;
};

/** A club's re-processing, as a subscriber hears it. */
export type ClubReprocessing = {
  __typename?: 'ClubReprocessing';
  clubId: Scalars['ID']['output'];
  /** The club's sessions whose processing has not finished. */
  sessionsProcessing: Scalars['Int']['output'];
};

/** The club's settings the segment editor reads. */
export type ClubSettings = {
  __typename?: 'ClubSettings';
  /** What a new member reads distances and speeds in until they choose. */
  defaultUnitSystem: UnitSystem;
  /** Distinct titles of the club's segments, most used first (the title input's suggestions). */
  segmentTitles: Array<Scalars['String']['output']>;
  /** The club's own segment titles, offered first in segmentTitles. */
  suggestedSegmentTitles: Array<Scalars['String']['output']>;
  /** The club's IANA time zone, e.g. Europe/London. */
  timeZone: Scalars['String']['output'];
  /** Wellness flags: how many days before the day make an athlete's baseline. */
  wellnessFlagBaselineDays: Scalars['Int']['output'];
  /** Wellness flags: how many standard deviations above an athlete's own mean flags their Hooper index. */
  wellnessFlagStandardDeviations: Scalars['Float']['output'];
};

/** The club's settings, all given (docs/product/club-administration.md §6). */
export type ClubSettingsInput = {
  defaultUnitSystem: UnitSystem;
  /** Unique among clubs (ignoring case). */
  name: Scalars['String']['input'];
  /** At most 50, each at most 60 characters; blanks and repeats are dropped. */
  suggestedSegmentTitles: Array<Scalars['String']['input']>;
  /** An IANA time zone, e.g. Europe/London. */
  timeZone: Scalars['String']['input'];
  /** 7 to 90 whole days; left out: unchanged. */
  wellnessFlagBaselineDays?: InputMaybe<Scalars['Int']['input']>;
  /** 0.5 to 5; left out: unchanged. */
  wellnessFlagStandardDeviations?: InputMaybe<Scalars['Float']['input']>;
};

/** A column mapping a club saved under a name. */
export type ColumnMapping = {
  __typename?: 'ColumnMapping';
  athleteColumn?: Maybe<Scalars['String']['output']>;
  heartRateColumn?: Maybe<Scalars['String']['output']>;
  /** Null for a mapping used once and not saved. */
  id?: Maybe<Scalars['ID']['output']>;
  latitudeColumn?: Maybe<Scalars['String']['output']>;
  longitudeColumn?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  speedColumn?: Maybe<Scalars['String']['output']>;
  speedUnit?: Maybe<SpeedUnit>;
  timeColumn: Scalars['String']['output'];
  timeFormat: ColumnTimeFormat;
  xColumn?: Maybe<Scalars['String']['output']>;
  yColumn?: Maybe<Scalars['String']['output']>;
};

/** Which columns of a CSV hold what; either latitude and longitude, or x and y in metres. */
export type ColumnMappingInput = {
  /** A column naming each row's athlete or tag, for a file of many. */
  athleteColumn?: InputMaybe<Scalars['String']['input']>;
  heartRateColumn?: InputMaybe<Scalars['String']['input']>;
  latitudeColumn?: InputMaybe<Scalars['String']['input']>;
  longitudeColumn?: InputMaybe<Scalars['String']['input']>;
  speedColumn?: InputMaybe<Scalars['String']['input']>;
  speedUnit?: InputMaybe<SpeedUnit>;
  timeColumn: Scalars['String']['input'];
  timeFormat: ColumnTimeFormat;
  xColumn?: InputMaybe<Scalars['String']['input']>;
  yColumn?: InputMaybe<Scalars['String']['input']>;
};

export type ColumnTimeFormat =
  /** Day first: 14/03/2026 10:00:00.1 (club's time zone). */
  | 'dayFirst'
  /** Milliseconds since 1970-01-01 UTC. */
  | 'epochMilliseconds'
  /** Seconds since 1970-01-01 UTC. */
  | 'epochSeconds'
  /** ISO 8601 date and time, e.g. 2026-03-14T10:00:00.1Z (without an offset: the club's time zone). */
  | 'iso'
  /** Month first: 03/14/2026 10:00:00.1 (club's time zone). */
  | 'monthFirst';

/** docs/product/reporting.md §3 Dataset create input. */
export type CreateDatasetAttributes = {
  clubId: Scalars['ID']['input'];
  csvTemplateId: Scalars['ID']['input'];
  /** yyyy-MM-dd, the last day (inclusive); at most one year after startDate. */
  endDate: Scalars['String']['input'];
  /** A layout to start from (the duplicate dialog passes the source's). */
  gridConfig?: InputMaybe<Scalars['JSON']['input']>;
  /** A uuid the client makes once per submit: the same submit sent again answers the dataset it made, not a second one. */
  requestKey?: InputMaybe<Scalars['ID']['input']>;
  /** yyyy-MM-dd, the first day. */
  startDate: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

export type CreateSessionInput = {
  clubId: Scalars['ID']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  endTime: Scalars['ISO8601DateTime']['input'];
  kind: SessionKind;
  /** Matches only: what the club calls its matches (default 'Match'). */
  matchDefinitionName?: InputMaybe<Scalars['String']['input']>;
  /** Matches only. */
  opponent?: InputMaybe<Scalars['String']['input']>;
  opponentScore?: InputMaybe<Scalars['Int']['input']>;
  /** Matches only, at least one: inside the session, not overlapping. */
  periods?: InputMaybe<Array<MatchSessionPeriodInput>>;
  /** A pitch of the club; for a match, only time on it counts. */
  pitchId?: InputMaybe<Scalars['ID']['input']>;
  /** Matches only: both scores or neither. */
  score?: InputMaybe<Scalars['Int']['input']>;
  startTime: Scalars['ISO8601DateTime']['input'];
};

export type CreateSessionPayload = {
  __typename?: 'CreateSessionPayload';
  /** True until the session's uploads have been processed; null when errors is not empty. */
  dataProcessing?: Maybe<Scalars['Boolean']['output']>;
  errors: Array<MutationError>;
  /** Null when errors is not empty. */
  sessionId?: Maybe<Scalars['ID']['output']>;
};

/** A CSV's first lines, so a coach can map the columns of a format Touchline does not know. */
export type CsvPreview = {
  __typename?: 'CsvPreview';
  columns: Array<Scalars['String']['output']>;
  /** ',' or ';'. */
  delimiter: Scalars['String']['output'];
  /** At most 5 rows after the header. */
  rows: Array<Array<Scalars['String']['output']>>;
};

/** One day of the Team Dashboard's 'Average Distance' chart, in the browser's time zone (X-Time-Zone). */
export type DashboardDay = {
  __typename?: 'DashboardDay';
  /** The sum of the average distance per athlete of the sessions starting that day; 0 without sessions. */
  avgDistanceM: Scalars['Float']['output'];
  /** The calendar date, YYYY-MM-DD. */
  date: Scalars['String']['output'];
  sessionCount: Scalars['Int']['output'];
  /** The day's first instant (local midnight). */
  startTime: Scalars['ISO8601DateTime']['output'];
};

/**
 * A stored table of one club over a date range: one row per athlete, session
 * and window ('Whole Session' or a segment). Generated once by a job, never
 * per view.
 */
export type Dataset = {
  __typename?: 'Dataset';
  /** The generated table, column by column; empty until Completed. */
  columns: Array<DatasetColumn>;
  createdAt: Scalars['ISO8601DateTime']['output'];
  /** The CSV Builder template it was made from; null for a report's dataset. */
  csvTemplateId?: Maybe<Scalars['ID']['output']>;
  /** The template it was made from; null for a report's dataset or when the template is gone. */
  datasetTemplate?: Maybe<DatasetTemplate>;
  /** MM/DD/YYYY or DD/MM/YYYY. */
  dateFormat: Scalars['String']['output'];
  /** The last day of the range (inclusive), yyyy-MM-dd. */
  endsAt: Scalars['String']['output'];
  /** Failed only: why the generation failed, in words for the person; null otherwise. */
  failureReason?: Maybe<Scalars['String']['output']>;
  /** The CSV Builder's grid layout; null until one was saved. */
  gridConfig?: Maybe<Scalars['JSON']['output']>;
  id: Scalars['ID']['output'];
  /** Who asked for it; null when that person is gone. */
  owner?: Maybe<Person>;
  /** Rows of the generated table; 0 until Completed. */
  rowCount: Scalars['Int']['output'];
  /** The first day of the range, yyyy-MM-dd. */
  startsAt: Scalars['String']['output'];
  status: DatasetStatus;
  title: Scalars['String']['output'];
};

/** One column of a dataset, with its values in row order. */
export type DatasetColumn = {
  __typename?: 'DatasetColumn';
  chartDataType: ChartDataType;
  /** A colour for the column's series, #rrggbb. */
  color: Scalars['String']['output'];
  /** A column id of docs/product/reporting.md §3 (athlete_name, start_date, ...) or a metric's (total_distance_m, ...). */
  id: Scalars['ID']['output'];
  /** Its label; a metric's includes the stored unit, e.g. 'Total Distance (m)'. Clients relabel in the person's units. */
  name: Scalars['String']['output'];
  /** What a metric column's numbers measure (distance_m, speed_kph, distance_per_minute_m, count, percent, seconds, minutes, load, ratio, score); null for the others. */
  quantity?: Maybe<Scalars['String']['output']>;
  /**
   * The values, one per row: texts (names; dates as yyyy-MM-dd; times as
   * HH:mm), numbers in the stored units, lists of texts (athlete_groups, tags)
   * or null. Counted as 2,000 values by the query cost limit, and as the
   * dataset's real rows x columns while the answer is built.
   */
  rows: Scalars['JSON']['output'];
};

export type DatasetPayload = {
  __typename?: 'DatasetPayload';
  /** Null when errors is not empty. */
  dataset?: Maybe<Dataset>;
  errors: Array<MutationError>;
};

/** A dataset's generation (docs/product/reporting.md §4): Generating, then Completed or Failed. */
export type DatasetStatus =
  | 'Completed'
  | 'Failed'
  | 'Generating';

/** A CSV Builder template of a club (docs/product/reporting.md §3). */
export type DatasetTemplate = {
  __typename?: 'DatasetTemplate';
  /** MM/DD/YYYY or DD/MM/YYYY: the date format of its datasets. */
  dateFormat: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: DatasetTemplateKind;
  name: Scalars['String']['output'];
};

/** What one row of a template's dataset holds. */
export type DatasetTemplateKind =
  /** One athlete's segment of a session. */
  | 'segments'
  /** One athlete's whole session. */
  | 'sessions'
  /** One athlete's week (Monday to Sunday): sums, top speed and the acute:chronic ratio. */
  | 'weeklyLoad';

/** Who owns a dataset template (docs/product/reporting.md §7: getDatasetTemplates(ownerId, ownerType)). */
export type DatasetTemplateOwnerType =
  | 'Club';

/** A dataset's status changed. */
export type DatasetUpdatedEvent = {
  __typename?: 'DatasetUpdatedEvent';
  id: Scalars['ID']['output'];
  status: DatasetStatus;
};

export type DeletePayload = {
  __typename?: 'DeletePayload';
  errors: Array<MutationError>;
  /** The deleted thing's id; null when errors is not empty. */
  id?: Maybe<Scalars['ID']['output']>;
};

export type DestroyAthleteGroupPayload = {
  __typename?: 'DestroyAthleteGroupPayload';
  errors: Array<MutationError>;
  /** The deleted group's id; null when errors is not empty. */
  id?: Maybe<Scalars['ID']['output']>;
};

export type DestroyFlexibleReportChartsPayload = {
  __typename?: 'DestroyFlexibleReportChartsPayload';
  destroyedIds: Array<Scalars['ID']['output']>;
  errors: Array<MutationError>;
};

export type DestroyFlexibleReportsPayload = {
  __typename?: 'DestroyFlexibleReportsPayload';
  destroyedIds: Array<Scalars['ID']['output']>;
  errors: Array<MutationError>;
};

export type DestroyPitchPayload = {
  __typename?: 'DestroyPitchPayload';
  errors: Array<MutationError>;
  /** The deleted pitch's id; null when errors is not empty. */
  id?: Maybe<Scalars['ID']['output']>;
};

export type DestroySessionSegmentPayload = {
  __typename?: 'DestroySessionSegmentPayload';
  errors: Array<MutationError>;
  /** The deleted segment's id; null when errors is not empty. */
  id?: Maybe<Scalars['ID']['output']>;
};

export type DestroyTagDefinitionPayload = {
  __typename?: 'DestroyTagDefinitionPayload';
  errors: Array<MutationError>;
  /** The deleted tag's id; null when errors is not empty. */
  id?: Maybe<Scalars['ID']['output']>;
};

/** A tracker met by the Edge Diagnostics tool (docs/product/shell-and-sessions.md §3 Device). */
export type Device = {
  __typename?: 'Device';
  /** Built from three version numbers, e.g. edge-2.1.0. */
  boardName: Scalars['String']['output'];
  serialNumber: Scalars['String']['output'];
  /** Base64 of the 64-byte Ed25519 signature that unlocks the tracker's diagnostics (docs/product/diagnostics-protocol.md). */
  signedMessage: Scalars['String']['output'];
};

export type DuplicateFlexibleReportPayload = {
  __typename?: 'DuplicateFlexibleReportPayload';
  errors: Array<MutationError>;
  /** The copy's id; null when errors is not empty. */
  id?: Maybe<Scalars['ID']['output']>;
  report?: Maybe<FlexibleReport>;
};

export type Feature = {
  __typename?: 'Feature';
  enabled: Scalars['Boolean']['output'];
  name: FeatureName;
};

/** Per-club feature switches (docs/product/shell-and-sessions.md §3). */
export type FeatureName =
  | 'advanced_session_detection'
  | 'allow_font_scaling'
  | 'auto_pitch_detection'
  | 'ball_metrics'
  | 'browser_report_gen'
  | 'bt_hr_sensor_pairing'
  | 'chat'
  | 'chat_extended_capabilities'
  | 'configurable_comparison'
  | 'configurable_metrics'
  | 'csv_exports'
  | 'custom_csv'
  | 'customer_flexible_reporting'
  | 'edge_sync_direct_upload'
  | 'firmware_updates'
  | 'firmware_updates_anchor'
  | 'firmware_updates_gateway'
  | 'flexible_reporting'
  | 'heartrate_data'
  | 'individual_speed_zones'
  | 'metric_table'
  | 'multi_session'
  | 'native_edge_sync'
  | 'pitches_on_sessions'
  | 'raw_top_speed'
  | 'recruitment_dashboard'
  | 'session_automation'
  | 'session_rework'
  | 'tactical_map_speed'
  | 'warmup_match_session'
  | 'web_segments';

/** A Flexible Reporting report: a date range's dataset and up to 30 charts built from it (docs/product/reporting.md). */
export type FlexibleReport = {
  __typename?: 'FlexibleReport';
  clubId: Scalars['ID']['output'];
  createdAt: Scalars['ISO8601DateTime']['output'];
  dataset: Dataset;
  /** The dataset's status, for the list. */
  datasetStatus: DatasetStatus;
  /** MM/DD/YYYY or DD/MM/YYYY. */
  dateFormat: Scalars['String']['output'];
  /** The dataset's last day (inclusive), yyyy-MM-dd. */
  endDate: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Null when the owner is gone. */
  owner?: Maybe<Person>;
  /** The owner's name, for the list; null when the owner is gone. */
  ownerName?: Maybe<Scalars['String']['output']>;
  /** By position. At most 30. */
  reportCharts: Array<FlexibleReportChart>;
  /** The dataset's first day, yyyy-MM-dd. */
  startDate: Scalars['String']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['ISO8601DateTime']['output'];
};


/** A Flexible Reporting report: a date range's dataset and up to 30 charts built from it (docs/product/reporting.md). */
export type FlexibleReportReportChartsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

export type FlexibleReportAttributes = {
  /** Required on create. */
  clubId?: InputMaybe<Scalars['ID']['input']>;
  /** MM/DD/YYYY (default) or DD/MM/YYYY. */
  dateFormat?: InputMaybe<Scalars['String']['input']>;
  /** yyyy-MM-dd. */
  endDate?: InputMaybe<Scalars['String']['input']>;
  /** yyyy-MM-dd, on or before endDate. */
  startDate?: InputMaybe<Scalars['String']['input']>;
  /** Required, not blank. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A chart of a report (docs/product/reporting.md §3). chartConfig, sortConfig and filters carry the spec's JSON shapes. */
export type FlexibleReportChart = {
  __typename?: 'FlexibleReportChart';
  /** cell_range, unlink_chart, suppress_chart_ranges, switch_category_series, chart_type, agg_func, series_chart_types (snake_case). */
  chartConfig: Scalars['JSON']['output'];
  displayDataLabels: Scalars['Boolean']['output'];
  /** { field: { filterType: set, values } | { filterType: text, operator: OR, conditions } } */
  filters: Scalars['JSON']['output'];
  flexibleReportId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  /** Bumped by every save; an update that names an older one changes nothing (someone else saved since). */
  lockVersion: Scalars['Int']['output'];
  /** 1-based, no gaps. */
  position: Scalars['Int']['output'];
  /** [{ col_id, sort: asc | desc }] */
  sortConfig: Scalars['JSON']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['ISO8601DateTime']['output'];
};

export type FlexibleReportChartAttributes = {
  chartConfig?: InputMaybe<Scalars['JSON']['input']>;
  displayDataLabels?: InputMaybe<Scalars['Boolean']['input']>;
  filters?: InputMaybe<Scalars['JSON']['input']>;
  /** Required on create. */
  flexibleReportId?: InputMaybe<Scalars['ID']['input']>;
  /** On update: the chart's lockVersion when it was loaded; a save over someone else's newer one is refused. */
  lockVersion?: InputMaybe<Scalars['Int']['input']>;
  sortConfig?: InputMaybe<Scalars['JSON']['input']>;
  /** Blank on create becomes 'Chart' and the current date and time. */
  title?: InputMaybe<Scalars['String']['input']>;
};

export type FlexibleReportChartPayload = {
  __typename?: 'FlexibleReportChartPayload';
  errors: Array<MutationError>;
  reportChart?: Maybe<FlexibleReportChart>;
};

export type FlexibleReportPayload = {
  __typename?: 'FlexibleReportPayload';
  errors: Array<MutationError>;
  /** Null when errors is not empty. */
  report?: Maybe<FlexibleReport>;
};

/** A coach's batch of files on their way into a session (docs/product/importing.md). */
export type Import = {
  __typename?: 'Import';
  club: Club;
  /** In the order they were sent. */
  files: Array<ImportFile>;
  id: Scalars['ID']['output'];
  /** The club's sessions whose time overlaps the files' span, by start time. */
  overlappingSessions: Array<Session>;
  /** True once 'Process' has been pressed. */
  processed: Scalars['Boolean']['output'];
  proposedEndTime?: Maybe<Scalars['ISO8601DateTime']['output']>;
  /** The files' time span (earliest start, latest end): what a new training session is proposed from. */
  proposedStartTime?: Maybe<Scalars['ISO8601DateTime']['output']>;
  /** The session chosen for the files; null while none is. */
  session?: Maybe<Session>;
};

/** A file sent to an import. */
export type ImportFile = {
  __typename?: 'ImportFile';
  byteSize: Scalars['Float']['output'];
  /** The mapping it was read with (format mapped). */
  columnMapping?: Maybe<ColumnMapping>;
  /** An unreadable file that is a CSV: its columns and first rows. */
  csvPreview?: Maybe<CsvPreview>;
  fileName: Scalars['String']['output'];
  /** Null while it is being read or when it could not be. */
  format?: Maybe<TrackFileFormat>;
  id: Scalars['ID']['output'];
  /** Why it could not be read or processed, with the file and line: printable text. */
  problem?: Maybe<Scalars['String']['output']>;
  status: ImportStatus;
  /** By key. */
  tracks: Array<ImportTrack>;
};

export type ImportPayload = {
  __typename?: 'ImportPayload';
  errors: Array<MutationError>;
  /** Null when errors is not empty. */
  import?: Maybe<Import>;
};

/** The session an import's files go to: one of the club's, or a new one. */
export type ImportSessionChoice = {
  newSession?: InputMaybe<CreateSessionInput>;
  sessionId?: InputMaybe<Scalars['ID']['input']>;
};

export type ImportSquadPayload = {
  __typename?: 'ImportSquadPayload';
  /** The athletes added when confirmed and every row could be; otherwise none, and nothing written. */
  athletes: Array<Athlete>;
  errors: Array<MutationError>;
  /** Every row's outcome, in the file's order (empty when the file itself is refused). */
  rows: Array<SquadImportRow>;
};

/** Where a file, or one of its tracks, stands (docs/product/importing.md §5). */
export type ImportStatus =
  /** Its metrics are being computed. */
  | 'computing'
  | 'done'
  /** 'Process' pressed; waiting for a worker. */
  | 'queued'
  /** Its samples are being read. */
  | 'reading'
  /** Read; waiting for the coach's review and 'Process'. */
  | 'ready'
  /** Received; being read to list the athletes it holds. */
  | 'received'
  /** Could not be read: see problem. An unrecognised CSV may still be mapped by hand. */
  | 'unreadable'
  /** Processing stopped with a warning: see problem. */
  | 'warning';

/** One athlete's (or tag's) samples in a file. */
export type ImportTrack = {
  __typename?: 'ImportTrack';
  /** The athlete the track will be (or was) processed for; null when nobody is chosen. */
  athlete?: Maybe<Athlete>;
  /** The athlete's name as the file writes it. */
  athleteName?: Maybe<Scalars['String']['output']>;
  deviceSerial?: Maybe<Scalars['String']['output']>;
  endTime: Scalars['ISO8601DateTime']['output'];
  hasHeartRate: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** The track's id in the file: a tag, a sensor or device serial, a name. */
  key: Scalars['String']['output'];
  matchedBy: TrackMatchSource;
  /** The processing warning's reason, file and line. */
  problem?: Maybe<Scalars['String']['output']>;
  sampleCount: Scalars['Int']['output'];
  /** The shirt number as the file writes it. */
  shirtNumber?: Maybe<Scalars['String']['output']>;
  startTime: Scalars['ISO8601DateTime']['output'];
  /** ready until 'Process'; then queued, reading, computing, done or warning. */
  status: ImportStatus;
};

/** An import's files or tracks changed: read, matched, or a step further in processing. */
export type ImportUpdate = {
  __typename?: 'ImportUpdate';
  import?: Maybe<Import>;
  importId: Scalars['ID']['output'];
};

export type InviteLinkPayload = {
  __typename?: 'InviteLinkPayload';
  errors: Array<MutationError>;
  invite?: Maybe<ClubInvite>;
  /** The new link; the old one stops working. */
  invitePath?: Maybe<Scalars['String']['output']>;
};

export type InviteMemberInput = {
  /** An athlete of the club without an account, to be taken over (role athlete). */
  athleteId?: InputMaybe<Scalars['ID']['input']>;
  clubId: Scalars['ID']['input'];
  /** Blank or missing: a link to hand over. */
  email?: InputMaybe<Scalars['String']['input']>;
  role: InviteRole;
};

export type InviteMemberPayload = {
  __typename?: 'InviteMemberPayload';
  /** Whether the invite went out by e-mail (the server sends mail only when it has an SMTP server). */
  emailSent: Scalars['Boolean']['output'];
  errors: Array<MutationError>;
  /** The invite made; null when none was (already a member, waiting, bad address). */
  invite?: Maybe<ClubInvite>;
  /** The invite's link (/invite/<token>), answered only now: only a digest of it is kept. */
  invitePath?: Maybe<Scalars['String']['output']>;
  /** Null when errors is not empty. */
  outcome?: Maybe<InviteOutcome>;
};

/** What inviting someone came to (docs/product/club-administration.md §3). */
export type InviteOutcome =
  /** The person is already a member of the club: nothing was sent. */
  | 'ALREADY_LINKED'
  /** The address is not an e-mail address: nothing was made. */
  | 'INVALID_EMAIL'
  /** The address has an account without this club: they sign in and accept. */
  | 'LINK_TO_NEW_CLUB'
  /** No account has the address: they sign up and take over the athlete record. */
  | 'NEW_CLAIMABLE_ATHLETE'
  /** No account has the address: they sign up with the link. */
  | 'NEW_USER'
  /** No address given: a link to hand over. */
  | 'NO_EMAIL'
  /** The person is waiting for approval already: approve them instead. */
  | 'PENDING_MEMBER'
  /** The address has an account: they sign in to take over the athlete record. */
  | 'SIGN_IN_REQUIRED';

/** What an invite makes of the person who accepts it. */
export type InviteRole =
  | 'athlete'
  | 'staff';

export type JoinLinkPayload = {
  __typename?: 'JoinLinkPayload';
  errors: Array<MutationError>;
  joinPath?: Maybe<Scalars['String']['output']>;
};

export type MarkAllNotificationsReadPayload = {
  __typename?: 'MarkAllNotificationsReadPayload';
  errors: Array<MutationError>;
  /** How many were unread and are read now. */
  markedCount?: Maybe<Scalars['Int']['output']>;
};

export type MarkNotificationReadPayload = {
  __typename?: 'MarkNotificationReadPayload';
  errors: Array<MutationError>;
  notification?: Maybe<Notification>;
};

/** What the club calls a kind of match, e.g. 'Match' or 'League Match'. */
export type MatchDefinition = {
  __typename?: 'MatchDefinition';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type MatchSession = Session & {
  __typename?: 'MatchSession';
  club: Club;
  dataProcessing: Scalars['Boolean']['output'];
  description?: Maybe<Scalars['String']['output']>;
  endTime: Scalars['ISO8601DateTime']['output'];
  /** Its uploaded files; staff only (FORBIDDEN for athletes). */
  files: Array<SessionFile>;
  id: Scalars['ID']['output'];
  matchDefinition: MatchDefinition;
  /** The same as sessionMetricSet, by the spec's name; null when nothing has been processed. */
  matchSessionMetricSet?: Maybe<SessionMetricSet>;
  /** In order of play. */
  matchSessionPeriods: Array<MatchSessionPeriod>;
  opponent?: Maybe<Scalars['String']['output']>;
  opponentScore?: Maybe<Scalars['Int']['output']>;
  pitch?: Maybe<Pitch>;
  previousSession?: Maybe<Session>;
  processingProgress: SessionProcessingProgress;
  processingWarnings: Array<ProcessingWarning>;
  score?: Maybe<Scalars['Int']['output']>;
  sessionMetricSet?: Maybe<SessionMetricSet>;
  sessionParticipations: Array<SessionParticipation>;
  startTime: Scalars['ISO8601DateTime']['output'];
};


export type MatchSessionSessionParticipationsArgs = {
  athleteIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type MatchSessionPeriod = {
  __typename?: 'MatchSessionPeriod';
  endTime: Scalars['ISO8601DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The team's values over the period; null until processed. */
  metricSet?: Maybe<SessionMetricSet>;
  name: Scalars['String']['output'];
  startTime: Scalars['ISO8601DateTime']['output'];
};

export type MatchSessionPeriodInput = {
  endTime: Scalars['ISO8601DateTime']['input'];
  /** E.g. '1st Half'. */
  name: Scalars['String']['input'];
  startTime: Scalars['ISO8601DateTime']['input'];
};

/** A member's role on the Members screen: an admin is staff with the admin flag (docs/product/club-administration.md §1). */
export type MemberRole =
  | 'admin'
  | 'athlete'
  | 'staff';

/** A club's METRICS.md thresholds. Changing them re-computes the club's sessions in the background. */
export type MetricSettings = {
  __typename?: 'MetricSettings';
  accelerationThresholdMps2: Scalars['Float']['output'];
  algorithmVersion: Scalars['Int']['output'];
  highIntensitySpeedKph: Scalars['Float']['output'];
  /** Thresholds as percentages of each athlete's best top speed (individual_speed_zones). */
  individualSpeedZones: Scalars['Boolean']['output'];
  /** Upper bounds of the first five speed zones in km/h; the sixth is open-ended. */
  speedZoneBoundsKph: Array<Scalars['Float']['output']>;
  sprintSpeedKph: Scalars['Float']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** A question at the end of the survey. */
  addSurveyQuestion: SurveyPayload;
  adminCreateClub: AdminClubPayload;
  /** A single-use link, valid for 24 hours, where the person sets a new password. */
  adminCreatePasswordResetLink: PasswordResetLinkPayload;
  /** Queues the processing of every raw track of the session again. */
  adminReprocessSession: SessionDiagnosticsPayload;
  /** Retries a failed job. */
  adminRetryJob: AdminJobPayload;
  adminSetClubSuspended: AdminClubPayload;
  adminSetFeatureSwitch: AdminClubPayload;
  adminSetSubscription: AdminClubPayload;
  /** Provider staff cannot change their own flag. */
  adminSetTouchlineStaff: AdminPersonPayload;
  /** A waiting person becomes a member in their role; an athlete gets their athlete record. */
  approveMember: ClubMemberPayload;
  /** Staff archive an athlete: their history stays, they leave the current squad. */
  archiveAthlete: AthletePayload;
  /** Staff archive a survey: no longer sent; its answers are kept. */
  archiveSurvey: SurveyPayload;
  /** Staff add an athlete to the club's squad (no account needed). */
  createAthlete: AthletePayload;
  /** Staff create a group of athletes. */
  createAthleteGroup: AthleteGroupPayload;
  /** A new dataset of a template, Generating (its job queued); staff of the club only. */
  createDataset: DatasetPayload;
  /** Creates the report and queues its dataset's generation. */
  createFlexibleReport: FlexibleReportPayload;
  /** At most 30 charts per report; a new chart goes last. */
  createFlexibleReportChart: FlexibleReportChartPayload;
  /** Starts an import for the club's staff, optionally for one of its sessions; files are sent to POST /api/imports/:id/files. */
  createImport: ImportPayload;
  /** Club staff add a pitch (of the club's sport). */
  createPitch: PitchPayload;
  /** Club staff create a training session or a match with its periods. */
  createSession: CreateSessionPayload;
  /** Club staff add a segment to a training session; id: the client's uuid of the draft (optional). */
  createSessionSegment: SessionSegmentPayload;
  /** Staff create a survey (no questions yet). */
  createSurvey: SurveyPayload;
  createSurveyTimer: SurveyPayload;
  /** Club staff add a tag definition. */
  createTagDefinition: TagDefinitionPayload;
  /** A waiting person's request is turned down. */
  declineMember: RemovedMemberPayload;
  /** Removes the session with its participations, files, metrics and queued jobs. */
  deleteSession: DeletePayload;
  deleteSurveyTimer: SurveyPayload;
  /** Staff delete a group (its athletes stay). */
  destroyAthleteGroup: DestroyAthleteGroupPayload;
  /** All or nothing; the remaining charts close up. */
  destroyFlexibleReportCharts: DestroyFlexibleReportChartsPayload;
  /** All or nothing. */
  destroyFlexibleReports: DestroyFlexibleReportsPayload;
  /** Club staff delete a pitch no session was played on. */
  destroyPitch: DestroyPitchPayload;
  /** Club staff delete a segment, its participations, clips and metrics. */
  destroySessionSegment: DestroySessionSegmentPayload;
  /** Club staff delete a tag definition; it is taken off every session, segment and clip it was on. */
  destroyTagDefinition: DestroyTagDefinitionPayload;
  /** Copies the report, its dataset and its charts; answers the copy's id. */
  duplicateFlexibleReport: DuplicateFlexibleReportPayload;
  /**
   * A squad file's rows checked against the club (confirm false: nothing is written),
   * or added all together (confirm true: every row, or none when any cannot be).
   */
  importSquad: ImportSquadPayload;
  /** Staff invite someone by e-mail (or make a link to hand over); the link expires after 7 days and works once. */
  inviteMember: InviteMemberPayload;
  /** Reads an unreadable CSV again through a column mapping; saveAs saves the mapping under that name for the club. */
  mapImportFileColumns: ImportPayload;
  /** Marks every notification of the signed-in person read. */
  markAllNotificationsRead: MarkAllNotificationsReadPayload;
  /** Marks one of the signed-in person's notifications read. */
  markNotificationRead: MarkNotificationReadPayload;
  /** To a 1-based position; the others close up. */
  moveSurveyQuestion: SurveyPayload;
  /** Stores every matched track in the chosen or new session and queues its processing; remembers confirmed device serials on the athletes. */
  processImport: ImportPayload;
  /** Staff remind a distribution's pending recipients now. */
  remindSurveyRecipients: RemindSurveyRecipientsPayload;
  /** Takes a file out of an import that has not been processed. */
  removeImportFile: ImportPayload;
  /** Club admins remove a member; a club keeps at least one admin. */
  removeMember: RemovedMemberPayload;
  /** Removes a session's file and the metrics computed from it. */
  removeSessionFile: SessionPayload;
  /** Only a question without answers: one with answers is hidden instead. */
  removeSurveyQuestion: SurveyPayload;
  /** A new link for an invite, valid 7 more days; the old link stops working. */
  renewInviteLink: InviteLinkPayload;
  /** A new join link for the club; the old one stops working. */
  renewJoinLink: JoinLinkPayload;
  /** Processes a session's file again from its stored bytes. */
  reprocessSessionFile: SessionPayload;
  /** Staff bring an archived athlete back to the current squad. */
  restoreAthlete: AthletePayload;
  restoreSurvey: SurveyPayload;
  /** The invite's link stops working. */
  revokeInvite: RemovedMemberPayload;
  /** Staff send a survey now, to the recipients given. */
  sendSurveyNow: SendSurveyNowPayload;
  /** The coach's choice of athlete for a track (null: nobody, the track is left out). */
  setImportTrackAthlete: ImportPayload;
  setSurveyQuestionHidden: SurveyPayload;
  /**
   * The current person's answer to a distribution sent to them. Validated per
   * question kind; a second submission replaces the first (kept as history).
   */
  submitSurveyAnswer: SubmitSurveyAnswerPayload;
  /** This browser may push the signed-in person's notifications. */
  subscribeToPush: SubscribeToPushPayload;
  /** This browser no longer pushes them. */
  unsubscribeFromPush: UnsubscribeFromPushPayload;
  /** Staff change an athlete's squad record. */
  updateAthlete: AthletePayload;
  /** Staff rename, recolour or set the members of a group. */
  updateAthleteGroup: AthleteGroupPayload;
  /** Club admins change the club's name, time zone, default units and segment titles. */
  updateClubSettings: UpdateClubSettingsPayload;
  /** Saves the grid layout (validated; at most 64 KB); staff of the club only. */
  updateDataset: DatasetPayload;
  /** A new title keeps the dataset; new dates regenerate it. */
  updateFlexibleReport: FlexibleReportPayload;
  updateFlexibleReportChart: FlexibleReportChartPayload;
  /** Moves the chart to a 1-based position; the others close up. */
  updateFlexibleReportChartPosition: FlexibleReportChartPayload;
  /** Club admins change a member's role; a club keeps at least one admin. */
  updateMemberRole: ClubMemberPayload;
  /** Club admins change the club's thresholds; the club's sessions are re-processed. */
  updateMetricSettings: UpdateMetricSettingsPayload;
  /** The signed-in person chooses whether a type reaches them by e-mail and by push. */
  updateNotificationPreference: UpdateNotificationPreferencePayload;
  /** Club staff change a pitch; the sessions played on it are re-processed when its place or size changed. */
  updatePitch: PitchPayload;
  /** Club staff change a session's times, details and (a match's) periods; changed times or periods re-compute its metrics from its stored files. */
  updateSession: SessionPayload;
  /** Club staff tag athletes' session participations. */
  updateSessionParticipations: UpdateSessionParticipationsPayload;
  /** Club staff change a segment. */
  updateSessionSegment: SessionSegmentPayload;
  /** Club staff change several segments in one transaction: all or nothing. */
  updateSessionSegments: SessionSegmentsPayload;
  /** Staff rename a survey. */
  updateSurvey: SurveyPayload;
  /** A question with answers keeps its kind. */
  updateSurveyQuestion: SurveyPayload;
  updateSurveyTimer: SurveyPayload;
  /** Club staff change a tag definition. */
  updateTagDefinition: TagDefinitionPayload;
  /** The signed-in person chooses how distances and speeds are shown (screens and downloads). */
  updateUnitSystem: UpdateUnitSystemPayload;
};


export type MutationAddSurveyQuestionArgs = {
  question: SurveyQuestionInput;
  surveyId: Scalars['ID']['input'];
};


export type MutationAdminCreateClubArgs = {
  input: AdminCreateClubInput;
};


export type MutationAdminCreatePasswordResetLinkArgs = {
  personId: Scalars['ID']['input'];
};


export type MutationAdminReprocessSessionArgs = {
  sessionId: Scalars['ID']['input'];
};


export type MutationAdminRetryJobArgs = {
  jobId: Scalars['ID']['input'];
};


export type MutationAdminSetClubSuspendedArgs = {
  clubId: Scalars['ID']['input'];
  suspended: Scalars['Boolean']['input'];
};


export type MutationAdminSetFeatureSwitchArgs = {
  clubId: Scalars['ID']['input'];
  enabled: Scalars['Boolean']['input'];
  name: FeatureName;
};


export type MutationAdminSetSubscriptionArgs = {
  clubId: Scalars['ID']['input'];
  input: AdminSubscriptionInput;
};


export type MutationAdminSetTouchlineStaffArgs = {
  personId: Scalars['ID']['input'];
  touchlineStaff: Scalars['Boolean']['input'];
};


export type MutationApproveMemberArgs = {
  id: Scalars['ID']['input'];
};


export type MutationArchiveAthleteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationArchiveSurveyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreateAthleteArgs = {
  attributes: AthleteAttributes;
  clubId: Scalars['ID']['input'];
};


export type MutationCreateAthleteGroupArgs = {
  attributes: AthleteGroupAttributes;
  clubId: Scalars['ID']['input'];
};


export type MutationCreateDatasetArgs = {
  attributes: CreateDatasetAttributes;
};


export type MutationCreateFlexibleReportArgs = {
  attributes: FlexibleReportAttributes;
};


export type MutationCreateFlexibleReportChartArgs = {
  attributes: FlexibleReportChartAttributes;
};


export type MutationCreateImportArgs = {
  clubId: Scalars['ID']['input'];
  sessionId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationCreatePitchArgs = {
  clubId: Scalars['ID']['input'];
  input: PitchInput;
};


export type MutationCreateSessionArgs = {
  input: CreateSessionInput;
};


export type MutationCreateSessionSegmentArgs = {
  attributes: SessionSegmentAttributes;
  id?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationCreateSurveyArgs = {
  clubId: Scalars['ID']['input'];
  title: Scalars['String']['input'];
};


export type MutationCreateSurveyTimerArgs = {
  surveyId: Scalars['ID']['input'];
  timer: SurveyTimerInput;
};


export type MutationCreateTagDefinitionArgs = {
  clubId: Scalars['ID']['input'];
  input: TagDefinitionInput;
};


export type MutationDeclineMemberArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteSessionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteSurveyTimerArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDestroyAthleteGroupArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDestroyFlexibleReportChartsArgs = {
  chartIds: Array<Scalars['ID']['input']>;
};


export type MutationDestroyFlexibleReportsArgs = {
  reportIds: Array<Scalars['ID']['input']>;
};


export type MutationDestroyPitchArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDestroySessionSegmentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDestroyTagDefinitionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDuplicateFlexibleReportArgs = {
  clubId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


export type MutationImportSquadArgs = {
  clubId: Scalars['ID']['input'];
  confirm: Scalars['Boolean']['input'];
  header: Array<Scalars['String']['input']>;
  lines: Array<SquadImportLine>;
};


export type MutationInviteMemberArgs = {
  input: InviteMemberInput;
};


export type MutationMapImportFileColumnsArgs = {
  fileId: Scalars['ID']['input'];
  mapping: ColumnMappingInput;
  saveAs?: InputMaybe<Scalars['String']['input']>;
};


export type MutationMarkNotificationReadArgs = {
  id: Scalars['ID']['input'];
};


export type MutationMoveSurveyQuestionArgs = {
  id: Scalars['ID']['input'];
  position: Scalars['Int']['input'];
};


export type MutationProcessImportArgs = {
  importId: Scalars['ID']['input'];
  session: ImportSessionChoice;
};


export type MutationRemindSurveyRecipientsArgs = {
  distributionId: Scalars['ID']['input'];
};


export type MutationRemoveImportFileArgs = {
  fileId: Scalars['ID']['input'];
};


export type MutationRemoveMemberArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveSessionFileArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveSurveyQuestionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRenewInviteLinkArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRenewJoinLinkArgs = {
  clubId: Scalars['ID']['input'];
};


export type MutationReprocessSessionFileArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRestoreAthleteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRestoreSurveyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeInviteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSendSurveyNowArgs = {
  recipients: SurveyRecipientsInput;
  surveyId: Scalars['ID']['input'];
};


export type MutationSetImportTrackAthleteArgs = {
  athleteId?: InputMaybe<Scalars['ID']['input']>;
  trackId: Scalars['ID']['input'];
};


export type MutationSetSurveyQuestionHiddenArgs = {
  hidden: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSubmitSurveyAnswerArgs = {
  answers: Array<SurveyAnswerInput>;
  distributionId: Scalars['ID']['input'];
};


export type MutationSubscribeToPushArgs = {
  subscription: PushSubscriptionInput;
};


export type MutationUnsubscribeFromPushArgs = {
  endpoint: Scalars['String']['input'];
};


export type MutationUpdateAthleteArgs = {
  attributes: AthleteAttributes;
  id: Scalars['ID']['input'];
};


export type MutationUpdateAthleteGroupArgs = {
  attributes: AthleteGroupAttributes;
  id: Scalars['ID']['input'];
};


export type MutationUpdateClubSettingsArgs = {
  clubId: Scalars['ID']['input'];
  input: ClubSettingsInput;
};


export type MutationUpdateDatasetArgs = {
  attributes: UpdateDatasetAttributes;
  id: Scalars['ID']['input'];
};


export type MutationUpdateFlexibleReportArgs = {
  attributes: FlexibleReportAttributes;
  id: Scalars['ID']['input'];
};


export type MutationUpdateFlexibleReportChartArgs = {
  attributes: FlexibleReportChartAttributes;
  id: Scalars['ID']['input'];
};


export type MutationUpdateFlexibleReportChartPositionArgs = {
  id: Scalars['ID']['input'];
  position: Scalars['Int']['input'];
};


export type MutationUpdateMemberRoleArgs = {
  id: Scalars['ID']['input'];
  role: MemberRole;
};


export type MutationUpdateMetricSettingsArgs = {
  input: UpdateMetricSettingsInput;
};


export type MutationUpdateNotificationPreferenceArgs = {
  input: NotificationPreferenceInput;
};


export type MutationUpdatePitchArgs = {
  id: Scalars['ID']['input'];
  input: PitchInput;
};


export type MutationUpdateSessionArgs = {
  input: UpdateSessionInput;
};


export type MutationUpdateSessionParticipationsArgs = {
  participations: Array<SessionParticipationTagsInput>;
};


export type MutationUpdateSessionSegmentArgs = {
  id: Scalars['ID']['input'];
  patch: SessionSegmentPatch;
};


export type MutationUpdateSessionSegmentsArgs = {
  patches: Array<SessionSegmentsPatch>;
};


export type MutationUpdateSurveyArgs = {
  id: Scalars['ID']['input'];
  title: Scalars['String']['input'];
};


export type MutationUpdateSurveyQuestionArgs = {
  id: Scalars['ID']['input'];
  question: SurveyQuestionInput;
};


export type MutationUpdateSurveyTimerArgs = {
  id: Scalars['ID']['input'];
  timer: SurveyTimerInput;
};


export type MutationUpdateTagDefinitionArgs = {
  id: Scalars['ID']['input'];
  input: TagDefinitionInput;
};


export type MutationUpdateUnitSystemArgs = {
  unitSystem: UnitSystem;
};

/**
 * One thing wrong with a mutation's input (docs/product/reporting.md §7 and docs/product/dashboard-and-segments.md §7): a mutation
 * whose input a person can get wrong answers `errors: [MutationError!]!` in its
 * payload, empty when it succeeded, rather than a GraphQL error.
 */
export type MutationError = {
  __typename?: 'MutationError';
  /** Whole sentences a person reads, e.g. 'Title cannot be blank'. */
  fullMessages: Array<Scalars['String']['output']>;
  /** Where in the input, e.g. ['attributes', 'title']; empty for the input as a whole. */
  path: Array<Scalars['String']['output']>;
};

/** A survey sent to the current person as an athlete of a club, with their current answer if any. */
export type MySurveyDistribution = {
  __typename?: 'MySurveyDistribution';
  /** Null while pending. */
  answer?: Maybe<SurveyAnswer>;
  clubId: Scalars['ID']['output'];
  distributedAt: Scalars['ISO8601DateTime']['output'];
  /** The distribution's id: what submitSurveyAnswer takes. */
  id: Scalars['ID']['output'];
  /** The session an after-session survey asks about. */
  sessionId?: Maybe<Scalars['ID']['output']>;
  survey: Survey;
};

/** What a person is told (docs/product/notifications.md): a sentence each, linked to its page. */
export type Notification = {
  __typename?: 'Notification';
  createdAt: Scalars['ISO8601DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The web app's path it links to, e.g. /sessions/<id>. */
  path: Scalars['String']['output'];
  /** When the person marked it read; null while unread. */
  readAt?: Maybe<Scalars['ISO8601DateTime']['output']>;
  /** The sentence the person reads, e.g. 'Training on 12 Nov is ready: your numbers are in.' */
  sentence: Scalars['String']['output'];
  type: NotificationType;
};

export type NotificationPreference = {
  __typename?: 'NotificationPreference';
  email: Scalars['Boolean']['output'];
  /** What it is about, e.g. 'A session's data is ready'. */
  label: Scalars['String']['output'];
  push: Scalars['Boolean']['output'];
  type: NotificationType;
};

export type NotificationPreferenceInput = {
  email: Scalars['Boolean']['input'];
  push: Scalars['Boolean']['input'];
  type: NotificationType;
};

/** A person's channels for notifications: in the app always; by e-mail and push as they choose per type. */
export type NotificationSettings = {
  __typename?: 'NotificationSettings';
  /** Whether this server sends e-mail (SMTP_URL is set). */
  emailAvailable: Scalars['Boolean']['output'];
  /** Every type a person may be told of, with their choice. */
  preferences: Array<NotificationPreference>;
  /** Whether this server sends Web Push (the VAPID keys are set). */
  pushAvailable: Scalars['Boolean']['output'];
};

/** Notification types (docs/product/shell-and-sessions.md). */
export type NotificationType =
  | 'AccountSuspended'
  | 'AccountUnpaid'
  | 'DataReady'
  | 'FirmwareUpdateAvailable'
  | 'GatewayFirmwareUpdateAvailable'
  | 'LegacySurveyDistributed'
  | 'NewPersonalBest'
  | 'SessionBlueprintSessionCreationFailed'
  | 'SessionBlueprintSessionCreationSkippedAthletes'
  | 'SessionBlueprintSessionCreationSkippedGateways'
  | 'SurveyCompleted'
  | 'SurveyReminder';

export type Organisation = {
  __typename?: 'Organisation';
  /** Only the club's staff may read the subscription; others get a FORBIDDEN error. */
  activeSubscription?: Maybe<BillingSubscription>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type PasswordResetLinkPayload = {
  __typename?: 'PasswordResetLinkPayload';
  errors: Array<MutationError>;
  expiresAt?: Maybe<Scalars['String']['output']>;
  /** The link's path on this server (/api/auth/password_reset/…), to hand over; shown once. */
  path?: Maybe<Scalars['String']['output']>;
};

/** The most intense stretch of a window for one rolling-window length (METRICS.md 'Peak demands'): the most distance, high-intensity distance and accelerations + decelerations any window of that length holds, each with the start of its best window. */
export type PeakDemand = {
  __typename?: 'PeakDemand';
  accelerationsDecelerations: Scalars['Int']['output'];
  accelerationsDecelerationsStartTime?: Maybe<Scalars['ISO8601DateTime']['output']>;
  distanceM: Scalars['Float']['output'];
  /** Where the best window for distance starts; null without data. */
  distanceStartTime?: Maybe<Scalars['ISO8601DateTime']['output']>;
  highIntensityDistanceM: Scalars['Float']['output'];
  highIntensityStartTime?: Maybe<Scalars['ISO8601DateTime']['output']>;
  /** The rolling window's length: 1, 2, 3, 5 or 10 minutes. */
  windowMinutes: Scalars['Int']['output'];
};

export type Permission = {
  __typename?: 'Permission';
  permitted: Scalars['Boolean']['output'];
};

export type PermissionAction =
  | 'Create'
  | 'Edit'
  | 'Export'
  | 'Index'
  | 'New'
  | 'Show'
  | 'Update';

export type PermissionSubject =
  | 'Athlete'
  | 'ClubSettings'
  | 'Person'
  | 'Pitch'
  | 'Report'
  | 'Session'
  | 'SessionTagDefinition'
  | 'Survey'
  | 'SurveyDistribution'
  | 'SurveyQuestion'
  | 'SurveyTimerTrigger';

export type Person = {
  __typename?: 'Person';
  /** The person's athlete record in the club, when approved. */
  athlete?: Maybe<Athlete>;
  /** Clubs the person is an approved member of, by name; nameCont filters by a case-insensitive contains. */
  clubs: Array<Club>;
  /** The signed-in person's own e-mail address; null for anyone else (a report's or a dataset's owner shows a name only). */
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  initials: Scalars['String']['output'];
  name: Scalars['String']['output'];
  profilePicture?: Maybe<ProfilePicture>;
  /** The person's staff membership of the club, when approved. */
  staff?: Maybe<Staff>;
  /** A personal subscription, for people who signed up without a club. */
  subscription?: Maybe<BillingSubscription>;
  /** Provider (Touchline) staff: admin tools and edge diagnostics. */
  touchlineStaff: Scalars['Boolean']['output'];
  /** How the person reads distances and speeds, on screens and in downloads. */
  unitSystem: UnitSystem;
};


export type PersonAthleteArgs = {
  clubId: Scalars['ID']['input'];
};


export type PersonClubsArgs = {
  nameCont?: InputMaybe<Scalars['String']['input']>;
};


export type PersonStaffArgs = {
  clubId: Scalars['ID']['input'];
};

/** The athlete's best of a metric, and the session where it was first reached. */
export type PersonalBest = {
  __typename?: 'PersonalBest';
  metric: PersonalBestMetric;
  session: Session;
  value: Scalars['Float']['output'];
};

export type PersonalBestMetric =
  | 'maxSpeedKph'
  | 'totalDistanceM'
  | 'totalHighIntensityDistanceM'
  | 'totalSprintDistanceM';

export type Pitch = {
  __typename?: 'Pitch';
  /** Direction of the long axis, degrees clockwise from north. */
  bearingDeg: Scalars['Float']['output'];
  centreLatDeg: Scalars['Float']['output'];
  centreLonDeg: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  lengthM: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  /** The drawing of the pitch of the club's sport (SVG). */
  pitchBackgroundUrl: Scalars['String']['output'];
  /** Sessions played on the pitch: a pitch in use cannot be deleted. */
  sessionCount: Scalars['Int']['output'];
  widthM: Scalars['Float']['output'];
};

/** A pitch's fields, all given on create and on update (docs/product/club-administration.md §5). */
export type PitchInput = {
  /** 0 to 360. */
  bearingDeg: Scalars['Float']['input'];
  /** -90 to 90. */
  centreLatDeg: Scalars['Float']['input'];
  /** -180 to 180. */
  centreLonDeg: Scalars['Float']['input'];
  /** Within the range of the club's sport. */
  lengthM: Scalars['Float']['input'];
  /** Required, at most 60 characters. */
  name: Scalars['String']['input'];
  /** Within the range of the club's sport, at most the length. */
  widthM: Scalars['Float']['input'];
};

export type PitchPayload = {
  __typename?: 'PitchPayload';
  errors: Array<MutationError>;
  /** Null when errors is not empty. */
  pitch?: Maybe<Pitch>;
};

/** What processing had to say about a session, or about one athlete's data in it. */
export type ProcessingWarning = {
  __typename?: 'ProcessingWarning';
  /** The athlete the warning is about; null for the whole session. */
  athlete?: Maybe<Athlete>;
  code: ProcessingWarningCode;
  id: Scalars['ID']['output'];
  /** Readable: the file, line or record and what is wrong. */
  message: Scalars['String']['output'];
};

/** Session data warning codes (docs/product/shell-and-sessions.md §3); IMPORT_FAILED and PROCESSING_FAILED carry a readable reason. */
export type ProcessingWarningCode =
  | 'EDGE_SYNC_REQUIRED'
  | 'FUTURE_SESSION'
  | 'GATEWAY_NOT_CONNECTED'
  | 'IMPORT_FAILED'
  | 'NO_ATHLETES_ASSIGNED'
  | 'NO_GPS_DATA'
  | 'PITCH_TOO_LARGE'
  | 'PROCESSING_FAILED';

export type ProcessingWarningDiagnostics = {
  __typename?: 'ProcessingWarningDiagnostics';
  code: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

export type ProfilePicture = {
  __typename?: 'ProfilePicture';
  thumbnailUrl: Scalars['String']['output'];
};

/** A browser's Web Push subscription, as PushSubscription.toJSON() gives it. */
export type PushSubscriptionInput = {
  endpoint: Scalars['String']['input'];
  keys: PushSubscriptionKeysInput;
};

export type PushSubscriptionKeysInput = {
  auth: Scalars['String']['input'];
  p256dh: Scalars['String']['input'];
};

/** Feature modules extend the root types. */
export type Query = {
  __typename?: 'Query';
  /** Admin Functions: provider staff only; null with a NOT_FOUND error for everyone else. */
  admin?: Maybe<AdminFunctions>;
  /** A club the current person is an approved member of; null with a NOT_FOUND error otherwise. */
  club?: Maybe<Club>;
  /** The signed-in person. */
  currentPerson: Person;
  /** A dataset of a club the current person is an approved member of; null with a NOT_FOUND error otherwise. */
  dataset?: Maybe<Dataset>;
  /**
   * SecureMessage: signs a tracker's unlock nonce (message: base64, 16 to 32
   * bytes). Touchline staff only; rate limited per person and audited.
   */
  device: Device;
  /** Whether a feature is on for a club the current person is a member of. */
  feature: Feature;
  /**
   * Datasets by id, in the order asked (FetchDatasetQuery, docs/product/reporting.md §7), at most
   * 10. Every id must be a CSV Builder dataset of a club the person may read;
   * otherwise NOT_FOUND, as for an unknown id.
   */
  fetchDataset: Array<Dataset>;
  /** A report of a club the current person is an approved member of; null with a NOT_FOUND error otherwise. */
  flexibleReport?: Maybe<FlexibleReport>;
  /** A club's templates, in the picker's order; gated by flexible_reporting. */
  getDatasetTemplates: Array<DatasetTemplate>;
  /** An import of a club the current person is staff of; null with a NOT_FOUND error otherwise. */
  import?: Maybe<Import>;
  /** The signed-in person's notifications, newest first (of the clubs they are a member of); limit at most 100. */
  myNotifications: Array<Notification>;
  /**
   * For the companion app: the surveys sent to the current person as an athlete
   * (of every club they are an approved athlete of), newest first; at most 50.
   */
  mySurveyDistributions: Array<MySurveyDistribution>;
  /** The signed-in person's notification channels. */
  notificationSettings: NotificationSettings;
  /** Answers from the one policy module; a subject of another club is never permitted. */
  permission: Permission;
  /** A segment of a training session of a club the current person is an approved member of; null with a NOT_FOUND error otherwise. */
  segment?: Maybe<Segment>;
  /** A session of a club the current person is an approved member of; null with a NOT_FOUND error otherwise. */
  session?: Maybe<Session>;
  /** Staff: the club's distributions sent on the date ('yyyy-MM-dd', the club's time zone), with who has answered. */
  surveyCompletionBoard: Array<SurveyCompletion>;
  /** How many of the signed-in person's notifications are unread. */
  unreadNotificationCount: Scalars['Int']['output'];
  /** The server's VAPID public key, which browsers subscribe to push with; null when push is not set up. */
  vapidPublicKey?: Maybe<Scalars['String']['output']>;
  /** Staff: the athletes flagged on the date ('yyyy-MM-dd', the club's time zone), worst first. */
  wellnessFlags: Array<WellnessFlag>;
};


/** Feature modules extend the root types. */
export type QueryClubArgs = {
  id: Scalars['ID']['input'];
};


/** Feature modules extend the root types. */
export type QueryDatasetArgs = {
  id: Scalars['ID']['input'];
};


/** Feature modules extend the root types. */
export type QueryDeviceArgs = {
  boardName: Scalars['String']['input'];
  message: Scalars['String']['input'];
  serialNumber: Scalars['String']['input'];
};


/** Feature modules extend the root types. */
export type QueryFeatureArgs = {
  clubId: Scalars['ID']['input'];
  name: FeatureName;
};


/** Feature modules extend the root types. */
export type QueryFetchDatasetArgs = {
  datasetIds: Array<Scalars['ID']['input']>;
};


/** Feature modules extend the root types. */
export type QueryFlexibleReportArgs = {
  id: Scalars['ID']['input'];
};


/** Feature modules extend the root types. */
export type QueryGetDatasetTemplatesArgs = {
  ownerId: Scalars['ID']['input'];
  ownerType: DatasetTemplateOwnerType;
};


/** Feature modules extend the root types. */
export type QueryImportArgs = {
  id: Scalars['ID']['input'];
};


/** Feature modules extend the root types. */
export type QueryMyNotificationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** Feature modules extend the root types. */
export type QueryMySurveyDistributionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<SurveyDistributionState>;
};


/** Feature modules extend the root types. */
export type QueryPermissionArgs = {
  clubId?: InputMaybe<Scalars['ID']['input']>;
  requestedAction: PermissionAction;
  subject: PermissionSubject;
  subjectId?: InputMaybe<Scalars['ID']['input']>;
};


/** Feature modules extend the root types. */
export type QuerySegmentArgs = {
  id: Scalars['ID']['input'];
};


/** Feature modules extend the root types. */
export type QuerySessionArgs = {
  id: Scalars['ID']['input'];
};


/** Feature modules extend the root types. */
export type QuerySurveyCompletionBoardArgs = {
  clubId: Scalars['ID']['input'];
  date: Scalars['String']['input'];
};


/** Feature modules extend the root types. */
export type QueryWellnessFlagsArgs = {
  clubId: Scalars['ID']['input'];
  date: Scalars['String']['input'];
};

export type QueueDepth = {
  __typename?: 'QueueDepth';
  active: Scalars['Int']['output'];
  completed: Scalars['Int']['output'];
  created: Scalars['Int']['output'];
  failed: Scalars['Int']['output'];
  queue: Scalars['String']['output'];
  retry: Scalars['Int']['output'];
};

export type RawTrackDiagnostics = {
  __typename?: 'RawTrackDiagnostics';
  athleteName: Scalars['String']['output'];
  /** Where provider staff download the stored file. */
  downloadUrl: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  firstSampleAt?: Maybe<Scalars['String']['output']>;
  gapCount?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  /** The importer that read its file (edge, gpx, fit, positions); the upload's format (often auto) until processed. */
  importer: Scalars['String']['output'];
  lastSampleAt?: Maybe<Scalars['String']['output']>;
  longestGapSeconds?: Maybe<Scalars['Float']['output']>;
  processedAt?: Maybe<Scalars['String']['output']>;
  /** Null until it has been processed. */
  sampleCount?: Maybe<Scalars['Int']['output']>;
  samplingRateHz?: Maybe<Scalars['Float']['output']>;
  /** queued, processed or failed. */
  status: Scalars['String']['output'];
  warnings: Array<ProcessingWarningDiagnostics>;
};

export type RemindSurveyRecipientsPayload = {
  __typename?: 'RemindSurveyRecipientsPayload';
  errors: Array<MutationError>;
  /** How many pending recipients were reminded; null when errors is not empty. */
  reminded?: Maybe<Scalars['Int']['output']>;
};

export type RemovedMemberPayload = {
  __typename?: 'RemovedMemberPayload';
  errors: Array<MutationError>;
  /** The id of the membership or invite removed; null when errors is not empty. */
  removedId?: Maybe<Scalars['ID']['output']>;
};

/** Heart rate at 1 Hz (METRICS.md), beside the speed series: seconds aligned as the speed's. */
export type SampledHeartRateSeries = {
  __typename?: 'SampledHeartRateSeries';
  intervalMs: Scalars['Int']['output'];
  /** Base64 of little-endian unsigned 16-bit hundredths of a bpm, 65535 for a second without heart rate (packSpeeds in the domain package, as SampledSpeedSeries.packedValues). */
  packedValues: Scalars['String']['output'];
  startTime: Scalars['ISO8601DateTime']['output'];
};

/** Speed in km/h at 1 Hz from startTime; null for seconds without data. */
export type SampledSpeedSeries = {
  __typename?: 'SampledSpeedSeries';
  intervalMs: Scalars['Int']['output'];
  /** The same values as text: base64 of little-endian unsigned 16-bit hundredths of a km/h, 65535 where there was no data (packSpeeds in the domain package). About half the size of values as JSON, and one value of an operation's cost. */
  packedValues: Scalars['String']['output'];
  startTime: Scalars['ISO8601DateTime']['output'];
  values: Array<Maybe<Scalars['Float']['output']>>;
};

/** A named time window of a training session (a drill), with the athletes in it and their clips. */
export type Segment = {
  __typename?: 'Segment';
  /** One entry per participation, by athlete name. */
  clippedTimePeriodsByAthlete: Array<AthleteClippedTimePeriods>;
  /** Whole seconds, after startTime. */
  endTime: Scalars['ISO8601DateTime']['output'];
  id: Scalars['ID']['output'];
  /** Bumped by every save; a patch that names an older one changes nothing (someone else saved since). */
  lockVersion: Scalars['Int']['output'];
  /** True while a recompute of the segment's metrics is queued or running. */
  metricsProcessing: Scalars['Boolean']['output'];
  /** Team values over the segment (clipped); null until computed. */
  segmentMetricSet?: Maybe<SegmentMetricSet>;
  /** By athlete name. */
  segmentParticipations: Array<SegmentParticipation>;
  session: TrainingSession;
  /** Whole seconds. */
  startTime: Scalars['ISO8601DateTime']['output'];
  tagDefinitionIds: Array<Scalars['ID']['output']>;
  /** The segment's tag definitions, by label. */
  tags: Array<TagDefinition>;
  title: Scalars['String']['output'];
};

/** What happened to a segment. */
export type SegmentChange =
  | 'destroyed'
  /** Its metrics were recomputed. */
  | 'recomputed'
  /** Saved: its metrics are being recomputed. */
  | 'saved';

/** Team values over a segment (each athlete's clipped periods): means over athletes with data (METRICS.md). */
export type SegmentMetricSet = {
  __typename?: 'SegmentMetricSet';
  avgAccelerationEvents: Scalars['Float']['output'];
  avgAvgSpeedKph: Scalars['Float']['output'];
  avgDecelerationEvents: Scalars['Float']['output'];
  avgHighIntensityEvents: Scalars['Float']['output'];
  avgMaxSpeedKph: Scalars['Float']['output'];
  avgMetresPerMinute: Scalars['Float']['output'];
  avgSprintEvents: Scalars['Float']['output'];
  avgTotalDistanceM: Scalars['Float']['output'];
  avgTotalHighIntensityDistanceM: Scalars['Float']['output'];
  avgTotalSprintDistanceM: Scalars['Float']['output'];
  participantsWithData: Scalars['Int']['output'];
  participantsWithoutData: Scalars['Int']['output'];
  totalDistanceM: Scalars['Float']['output'];
  totalHighIntensityDistanceM: Scalars['Float']['output'];
  totalSprintDistanceM: Scalars['Float']['output'];
};

/** An athlete's part in a segment. */
export type SegmentParticipation = {
  __typename?: 'SegmentParticipation';
  athlete: Athlete;
  /** The athlete's metrics over their clipped periods; null until computed, or without usable data. */
  athleteMetricSet?: Maybe<AthleteMetricSet>;
  id: Scalars['ID']['output'];
  /** The athlete's best peak demands over their matches in the 12 months before this session, per window length (METRICS.md 'Peak demands'), each match counting only for the lengths it has the active time for: what a drill's intensity is compared with. Zeros without such matches. */
  matchPeakDemands: Array<PeakDemand>;
  sessionParticipation: SessionParticipation;
  /** Drill tags of the athlete in this segment. */
  tagDefinitionIds: Array<Scalars['ID']['output']>;
};

export type SegmentParticipationInput = {
  /** The athlete's SESSION participation id. */
  id: Scalars['ID']['input'];
  /** segment_participation_part tags of the club. */
  tagDefinitionIds: Array<Scalars['ID']['input']>;
};

/** A segment of the session changed. */
export type SegmentsUpdatedEvent = {
  __typename?: 'SegmentsUpdatedEvent';
  change: SegmentChange;
  /** The segment as it is now; null once destroyed. */
  segment?: Maybe<Segment>;
  segmentId: Scalars['ID']['output'];
  sessionId: Scalars['ID']['output'];
};

export type SendSurveyNowPayload = {
  __typename?: 'SendSurveyNowPayload';
  /** The distribution sent; null when errors is not empty. */
  distributionId?: Maybe<Scalars['ID']['output']>;
  errors: Array<MutationError>;
  /** How many athletes it was sent to. */
  recipientCount?: Maybe<Scalars['Int']['output']>;
};

/** A training session or a match. */
export type Session = {
  club: Club;
  /** True from an upload until every processing job of the session has finished. */
  dataProcessing: Scalars['Boolean']['output'];
  description?: Maybe<Scalars['String']['output']>;
  endTime: Scalars['ISO8601DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The club's session before this one (by start time). */
  previousSession?: Maybe<Session>;
  /** Warnings about the session and each participation, for staff to read (athletes get none). */
  processingWarnings: Array<ProcessingWarning>;
  /** The team's whole-session values; null until processed. */
  sessionMetricSet?: Maybe<SessionMetricSet>;
  /** Who took part, by athlete name; athleteIds narrows to those athletes (null or empty: everyone). */
  sessionParticipations: Array<SessionParticipation>;
  startTime: Scalars['ISO8601DateTime']['output'];
};


/** A training session or a match. */
export type SessionSessionParticipationsArgs = {
  athleteIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type SessionDiagnostics = {
  __typename?: 'SessionDiagnostics';
  clubName: Scalars['String']['output'];
  dataProcessing: Scalars['Boolean']['output'];
  description?: Maybe<Scalars['String']['output']>;
  jobs: Array<AdminJob>;
  rawTracks: Array<RawTrackDiagnostics>;
  sessionId: Scalars['ID']['output'];
  /** Warnings of the session as a whole (no athlete's track). */
  sessionWarnings: Array<ProcessingWarningDiagnostics>;
  startTime: Scalars['String']['output'];
};

export type SessionDiagnosticsPayload = {
  __typename?: 'SessionDiagnosticsPayload';
  errors: Array<MutationError>;
  sessionDiagnostics?: Maybe<SessionDiagnostics>;
};

/** A file of a session as staff manage it on the session page (docs/product/importing.md §5). */
export type SessionFile = {
  __typename?: 'SessionFile';
  byteSize: Scalars['Float']['output'];
  fileName: Scalars['String']['output'];
  format: TrackFileFormat;
  /** The upload's id. */
  id: Scalars['ID']['output'];
  /** Each athlete's track in it, by athlete name. */
  tracks: Array<ImportTrack>;
  uploadedAt: Scalars['ISO8601DateTime']['output'];
};

/** Session types (docs/product/shell-and-sessions.md §3). */
export type SessionKind =
  | 'match'
  | 'training';

/** Team values over one window: means over athletes with data, and totals. */
export type SessionMetricSet = {
  __typename?: 'SessionMetricSet';
  avgAvgSpeedKph: Scalars['Float']['output'];
  /** docs/product/dashboard-and-segments.md names of the training averages: avgTotalDistanceM, avgTotalSprintDistanceM, avgTotalHighIntensityDistanceM. */
  avgDistanceM: Scalars['Float']['output'];
  /** Mean cumulative distance at the end of each 1-minute bucket. */
  avgDistanceMOverTime: Array<TimedValue>;
  avgHighIntensityEvents: Scalars['Float']['output'];
  avgHighIntensityRunDistanceM: Scalars['Float']['output'];
  avgMaxSpeedKph: Scalars['Float']['output'];
  avgMetresPerMinute: Scalars['Float']['output'];
  avgSprintDistanceM: Scalars['Float']['output'];
  avgSprintEvents: Scalars['Float']['output'];
  avgTotalDistanceM: Scalars['Float']['output'];
  avgTotalHighIntensityDistanceM: Scalars['Float']['output'];
  avgTotalSprintDistanceM: Scalars['Float']['output'];
  participantsWithData: Scalars['Int']['output'];
  participantsWithoutData: Scalars['Int']['output'];
  totalDistanceM: Scalars['Float']['output'];
  totalHighIntensityDistanceM: Scalars['Float']['output'];
  totalSprintDistanceM: Scalars['Float']['output'];
};

/** One batch of a club's sessions, newest first. */
export type SessionPage = {
  __typename?: 'SessionPage';
  /** The offset of the next batch; null when this is the last one. */
  nextOffset?: Maybe<Scalars['Int']['output']>;
  nodes: Array<Session>;
};

/** An athlete's part in a session. */
export type SessionParticipation = {
  __typename?: 'SessionParticipation';
  athlete: Athlete;
  /** The whole-session metrics; null until processed, or when the athlete has no usable data. */
  athleteMetricSet?: Maybe<AthleteMetricSet>;
  id: Scalars['ID']['output'];
  /** The athlete's mean Whole Session values over their matches of the 12 months before this session; null without such a match. */
  matchAverage?: Maybe<AthleteMatchAverage>;
  /** Matches only: one metric set per period the athlete has data in, in period order. */
  periodMetricSets: Array<AthleteMetricSet>;
  /** Club staff read every participation's warnings; an athlete only those about their own data. */
  processingWarnings: Array<ProcessingWarning>;
  tagDefinitionIds: Array<Scalars['ID']['output']>;
};

export type SessionParticipationTagsInput = {
  id: Scalars['ID']['input'];
  /** session_participation tags of the club. */
  tagDefinitionIds: Array<Scalars['ID']['input']>;
};

export type SessionPayload = {
  __typename?: 'SessionPayload';
  errors: Array<MutationError>;
  /** Null when errors is not empty. */
  session?: Maybe<Session>;
};

/** A session's processing state, as a subscriber hears it. */
export type SessionProcessing = {
  __typename?: 'SessionProcessing';
  dataProcessing: Scalars['Boolean']['output'];
  /** How far it has come: the sessionProcessed subscription answers again as each file moves a stage on. */
  processingProgress: SessionProcessingProgress;
  sessionId: Scalars['ID']['output'];
};

/** How far a session's processing has come. */
export type SessionProcessingProgress = {
  __typename?: 'SessionProcessingProgress';
  /** Tracks processed (done or with a warning). */
  done: Scalars['Int']['output'];
  /** Tracks queued since the session last finished processing. */
  total: Scalars['Int']['output'];
};

export type SessionSegmentAttributes = {
  /** Clips of athletes in the segment; an athlete without an entry gets the whole segment. */
  clippedTimePeriodsByAthlete?: InputMaybe<Array<AthleteClippedTimePeriodsInput>>;
  endTime?: InputMaybe<Scalars['ISO8601DateTime']['input']>;
  /** Who is in the segment; absent on create: everyone in the session. */
  participations?: InputMaybe<Array<SegmentParticipationInput>>;
  sessionId?: InputMaybe<Scalars['ID']['input']>;
  startTime?: InputMaybe<Scalars['ISO8601DateTime']['input']>;
  /** segment tags of the club. */
  tagDefinitionIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Only the fields given change. */
export type SessionSegmentPatch = {
  clippedTimePeriodsByAthlete?: InputMaybe<Array<AthleteClippedTimePeriodsInput>>;
  endTime?: InputMaybe<Scalars['ISO8601DateTime']['input']>;
  /** The segment's lockVersion when it was loaded: a save over someone else's newer one is refused. */
  lockVersion?: InputMaybe<Scalars['Int']['input']>;
  participations?: InputMaybe<Array<SegmentParticipationInput>>;
  startTime?: InputMaybe<Scalars['ISO8601DateTime']['input']>;
  tagDefinitionIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type SessionSegmentPayload = {
  __typename?: 'SessionSegmentPayload';
  errors: Array<MutationError>;
  /** The saved segment; null when errors is not empty. */
  segment?: Maybe<Segment>;
};

/** One segment of a bulk update: its id, title and times are required. */
export type SessionSegmentsPatch = {
  clippedTimePeriodsByAthlete?: InputMaybe<Array<AthleteClippedTimePeriodsInput>>;
  endTime?: InputMaybe<Scalars['ISO8601DateTime']['input']>;
  id: Scalars['ID']['input'];
  /** The segment's lockVersion when it was loaded: a save over someone else's newer one is refused. */
  lockVersion?: InputMaybe<Scalars['Int']['input']>;
  participations?: InputMaybe<Array<SegmentParticipationInput>>;
  startTime?: InputMaybe<Scalars['ISO8601DateTime']['input']>;
  tagDefinitionIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type SessionSegmentsPayload = {
  __typename?: 'SessionSegmentsPayload';
  errors: Array<MutationError>;
  /** The saved segments, in the order of the patches; empty when errors is not empty (nothing was saved). */
  segments: Array<Segment>;
};

/** A session of the club was created, changed or deleted (docs/product/importing.md §1). */
export type SessionsChange = {
  __typename?: 'SessionsChange';
  clubId: Scalars['ID']['output'];
  /** The session now; null when it was deleted (or in the first answer). */
  session?: Maybe<Session>;
  /** The session that changed; null in the first answer, which stands for the list as it is now (a change may have come between the page's query and its subscription). */
  sessionId?: Maybe<Scalars['ID']['output']>;
};

/** Seconds spent in the 1 km/h speed bin that ends (exclusive) at endExclusive km/h. */
export type SpeedBinValue = {
  __typename?: 'SpeedBinValue';
  endExclusive: Scalars['Float']['output'];
  value: Scalars['Float']['output'];
};

export type SpeedUnit =
  | 'kilometresPerHour'
  | 'metresPerSecond'
  | 'milesPerHour';

/** Sports a club can be defined for (docs/product/shell-and-sessions.md §1). */
export type Sport =
  | 'american_football'
  | 'association_football'
  | 'association_football_referees'
  | 'baseball'
  | 'basketball'
  | 'cricket'
  | 'gaelic_football'
  | 'hockey'
  | 'hurling'
  | 'mens_lacrosse'
  | 'other'
  | 'polo'
  | 'rugby'
  | 'rugby_league'
  | 'shinty'
  | 'volleyball'
  | 'womens_lacrosse';

export type SportDefinition = {
  __typename?: 'SportDefinition';
  /** The sport's name, e.g. association_football. */
  id: Scalars['ID']['output'];
  /** Indoor clubs get a different set of screens (no dashboard or sessions). */
  isIndoor: Scalars['Boolean']['output'];
};

/** One line of a squad file: its cells in the header's order. */
export type SquadImportLine = {
  cells: Array<Scalars['String']['input']>;
  line: Scalars['Int']['input'];
};

/** What a squad file's row would do: an athlete added (no problems), or why it cannot be. */
export type SquadImportRow = {
  __typename?: 'SquadImportRow';
  line: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  problems: Array<Scalars['String']['output']>;
};

export type Staff = {
  __typename?: 'Staff';
  /** A club admin: manages the club's members and settings. */
  admin: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
};

export type SubmitSurveyAnswerPayload = {
  __typename?: 'SubmitSurveyAnswerPayload';
  /** Null when errors is not empty. */
  answer?: Maybe<SurveyAnswer>;
  errors: Array<MutationError>;
};

export type SubscribeToPushPayload = {
  __typename?: 'SubscribeToPushPayload';
  errors: Array<MutationError>;
  /** Whether this browser now receives pushes. */
  subscribed?: Maybe<Scalars['Boolean']['output']>;
};

export type Subscription = {
  __typename?: 'Subscription';
  /** The club's sessions still processing now, then again each time one of them has been processed. Club staff only. */
  clubReprocessing: ClubReprocessing;
  /** The club's shell data changed (name, suspension, subscription, feature switches). */
  clubUpdated: Club;
  /** Answers the dataset's current status first, then each change. */
  datasetUpdatedEvent: DatasetUpdatedEvent;
  /** The import now, then again each time one of its files or tracks changes (by any API or worker process). */
  importUpdated: ImportUpdate;
  /** The club's members, waiting people, invites or join link changed. */
  membersUpdated: Club;
  /** Each new notification of the signed-in person, as it is made. */
  notificationReceived: Notification;
  /** A segment of the session was saved, recomputed or deleted (by anyone, in any API process). */
  segmentsUpdated: SegmentsUpdatedEvent;
  /** The session's processing state now, then again each time its uploads have been processed, and each time one of its files moves a stage on (by any API or worker process). */
  sessionProcessed: SessionProcessing;
  /** An answer now, then each time a session of the club is created, changed or deleted: the Sessions page's list refreshes. */
  sessionsChanged: SessionsChange;
  /** The club's squad or groups changed; staff's open squad pages refresh. */
  squadUpdated: Club;
};


export type SubscriptionClubReprocessingArgs = {
  clubId: Scalars['ID']['input'];
};


export type SubscriptionClubUpdatedArgs = {
  clubId: Scalars['ID']['input'];
};


export type SubscriptionDatasetUpdatedEventArgs = {
  id: Scalars['ID']['input'];
};


export type SubscriptionImportUpdatedArgs = {
  importId: Scalars['ID']['input'];
};


export type SubscriptionMembersUpdatedArgs = {
  clubId: Scalars['ID']['input'];
};


export type SubscriptionSegmentsUpdatedArgs = {
  sessionId: Scalars['ID']['input'];
};


export type SubscriptionSessionProcessedArgs = {
  sessionId: Scalars['ID']['input'];
};


export type SubscriptionSessionsChangedArgs = {
  clubId: Scalars['ID']['input'];
};


export type SubscriptionSquadUpdatedArgs = {
  clubId: Scalars['ID']['input'];
};

export type SubscriptionKind =
  | 'Chargebee'
  | 'Manual'
  | 'Stripe';

export type SubscriptionStatus =
  | 'active'
  | 'cancelled'
  | 'paused'
  | 'unpaid';

/** A club's questionnaire (docs/product/shell-and-sessions.md permission subject Survey). */
export type Survey = {
  __typename?: 'Survey';
  /** Archived surveys are sent neither by hand nor by their timers. */
  archived: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** In order. Staff read every question (hidden ones too); an athlete answering reads those asked. */
  questions: Array<SurveyQuestion>;
  /** The timers that send it; staff only (none for anyone else). */
  timers: Array<SurveyTimer>;
  title: Scalars['String']['output'];
};

/** An athlete's current answer to a distribution. */
export type SurveyAnswer = {
  __typename?: 'SurveyAnswer';
  id: Scalars['ID']['output'];
  /** How many earlier submissions this one replaced. */
  replacedCount: Scalars['Int']['output'];
  submittedAt: Scalars['ISO8601DateTime']['output'];
  /** Values by question id: a number, a choice, a list of choices, a text or null. */
  values: Scalars['JSON']['output'];
};

export type SurveyAnswerInput = {
  questionId: Scalars['ID']['input'];
  /** A number (scale, number), a choice (singleChoice), a list of choices (multipleChoice), a text, or null. */
  value?: InputMaybe<Scalars['JSON']['input']>;
};

/** A distribution of a day, and how far its recipients have answered (staff only). */
export type SurveyCompletion = {
  __typename?: 'SurveyCompletion';
  distributedAt: Scalars['ISO8601DateTime']['output'];
  /** The distribution's id: what remindSurveyRecipients takes. */
  id: Scalars['ID']['output'];
  /** By name. */
  recipients: Array<SurveyRecipientStatus>;
  sessionId?: Maybe<Scalars['ID']['output']>;
  survey: Survey;
};

export type SurveyDistributionState =
  | 'answered'
  | 'pending';

/** What a question's answer means to the reporting datasets. */
export type SurveyMetric =
  | 'fatigue'
  | 'mood'
  | 'muscleSoreness'
  | 'sessionRpe'
  | 'sleepQuality'
  | 'stress';

export type SurveyPayload = {
  __typename?: 'SurveyPayload';
  errors: Array<MutationError>;
  /** The survey as saved; null when errors is not empty. */
  survey?: Maybe<Survey>;
};

export type SurveyQuestion = {
  __typename?: 'SurveyQuestion';
  /** singleChoice and multipleChoice only. */
  choices: Array<Scalars['String']['output']>;
  /** No longer asked; its past answers are kept. */
  hidden: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  kind: SurveyQuestionKind;
  max?: Maybe<Scalars['Float']['output']>;
  /** scale only: what its highest end means, e.g. 'Very poor'. */
  maxLabel?: Maybe<Scalars['String']['output']>;
  metric?: Maybe<SurveyMetric>;
  /** scale: the bounds (e.g. 1 and 7); number: optional bounds. */
  min?: Maybe<Scalars['Float']['output']>;
  /** scale only: what its lowest end means, e.g. 'Very good'. */
  minLabel?: Maybe<Scalars['String']['output']>;
  /** 1-based. */
  position: Scalars['Int']['output'];
  prompt: Scalars['String']['output'];
  required: Scalars['Boolean']['output'];
  /** number only, e.g. 'hours'. */
  unit?: Maybe<Scalars['String']['output']>;
};

/** A question as staff write it (docs/product/surveys.md §2a). */
export type SurveyQuestionInput = {
  /** singleChoice and multipleChoice: 2 to 20 distinct choices; other kinds: none. */
  choices: Array<Scalars['String']['input']>;
  kind: SurveyQuestionKind;
  max?: InputMaybe<Scalars['Float']['input']>;
  maxLabel?: InputMaybe<Scalars['String']['input']>;
  metric?: InputMaybe<SurveyMetric>;
  /** scale: both, whole numbers; number: optional. */
  min?: InputMaybe<Scalars['Float']['input']>;
  /** scale only. */
  minLabel?: InputMaybe<Scalars['String']['input']>;
  /** At most 200 characters. */
  prompt: Scalars['String']['input'];
  required: Scalars['Boolean']['input'];
  /** number only. */
  unit?: InputMaybe<Scalars['String']['input']>;
};

/** What a survey question asks for (docs/product/surveys.md §2). */
export type SurveyQuestionKind =
  | 'multipleChoice'
  | 'number'
  | 'scale'
  | 'singleChoice'
  | 'text';

/** One recipient of a distribution: answered (when) or pending. */
export type SurveyRecipientStatus = {
  __typename?: 'SurveyRecipientStatus';
  /** When their current answer was submitted; null while pending. */
  answeredAt?: Maybe<Scalars['ISO8601DateTime']['output']>;
  athlete: Athlete;
  /** When they were last reminded. */
  remindedAt?: Maybe<Scalars['ISO8601DateTime']['output']>;
};

/** Who a survey is sent to: every athlete, or the listed athletes and the members of the listed groups. */
export type SurveyRecipientsInput = {
  allAthletes: Scalars['Boolean']['input'];
  athleteGroupIds: Array<Scalars['ID']['input']>;
  athleteIds: Array<Scalars['ID']['input']>;
};

/** A timer trigger: sends its survey by itself (docs/product/surveys.md §6). */
export type SurveyTimer = {
  __typename?: 'SurveyTimer';
  /** Every athlete of the club; otherwise athleteIds and the members of athleteGroupIds. */
  allAthletes: Scalars['Boolean']['output'];
  athleteGroupIds: Array<Scalars['ID']['output']>;
  athleteIds: Array<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  kind: SurveyTimerKind;
  /** daily: 'HH:mm'. */
  localTime?: Maybe<Scalars['String']['output']>;
  /** afterSession: minutes after the session ends. */
  offsetMinutes?: Maybe<Scalars['Int']['output']>;
  timeZone: Scalars['String']['output'];
};

export type SurveyTimerInput = {
  kind: SurveyTimerKind;
  /** daily: 'HH:mm' in the club's time zone. */
  localTime?: InputMaybe<Scalars['String']['input']>;
  /** afterSession: 0 to 1440. */
  offsetMinutes?: InputMaybe<Scalars['Int']['input']>;
  recipients: SurveyRecipientsInput;
};

export type SurveyTimerKind =
  /** offsetMinutes after each session of the club ends. */
  | 'afterSession'
  /** Every day at localTime in the club's time zone. */
  | 'daily';

export type SystemHealth = {
  __typename?: 'SystemHealth';
  databaseSizeBytes: Scalars['Float']['output'];
  /** The newest failed jobs (at most 50). */
  failedJobs: Array<AdminJob>;
  /** Processes whose job workers are alive (on PGlite, this one when it runs workers). */
  liveWorkers: Scalars['Int']['output'];
  queues: Array<QueueDepth>;
  version: Scalars['String']['output'];
};

/** A label the club puts on athletes' sessions, segments or clips. */
export type TagDefinition = {
  __typename?: 'TagDefinition';
  colour: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  /** What the tag may be put on; choices offer only the tags valid for the kind being tagged. */
  validTaggableTypes: Array<TaggableType>;
};

/** A tag definition's fields, all given on create and on update (docs/product/club-administration.md §5). */
export type TagDefinitionInput = {
  /** A colour as #rrggbb. */
  colour: Scalars['String']['input'];
  /** Unique in the club (ignoring case), at most 40 characters. */
  label: Scalars['String']['input'];
  /** At least one. */
  validTaggableTypes: Array<TaggableType>;
};

export type TagDefinitionPayload = {
  __typename?: 'TagDefinitionPayload';
  errors: Array<MutationError>;
  /** Null when errors is not empty. */
  tagDefinition?: Maybe<TagDefinition>;
};

/** What a tag definition may be put on (docs/product/dashboard-and-segments.md §3). */
export type TaggableType =
  | 'segment'
  | 'segment_participation_part'
  | 'session_participation';

/** A value at the end of a time bucket (1 minute). */
export type TimedValue = {
  __typename?: 'TimedValue';
  endTime: Scalars['ISO8601DateTime']['output'];
  value: Scalars['Float']['output'];
};

/** The tracker file formats Touchline reads (docs/product/importing.md §6). */
export type TrackFileFormat =
  /** Catapult OpenField 10 Hz CSV export. */
  | 'catapult'
  /** Touchline Edge CSV. */
  | 'edge'
  /** FIFA EPTS: the XML metadata file, read with its raw data file. */
  | 'epts'
  | 'fit'
  | 'gpx'
  /** Kinexon CSV: many players in one file. */
  | 'kinexon'
  /** Any CSV, read through a column mapping the coach made. */
  | 'mapped'
  /** A plain positions CSV: timestamp, tag_id, x_m, y_m. */
  | 'positions'
  /** Garmin Training Center XML. */
  | 'tcx';

/** How a track's athlete was found (docs/product/importing.md §3). */
export type TrackMatchSource =
  /** Chosen by the coach in the review. */
  | 'coach'
  /** The athlete's saved device serial or tag id. */
  | 'deviceSerial'
  /** The athlete's name in the file's name. */
  | 'fileName'
  /** The athlete's name as the file writes it. */
  | 'name'
  /** Nobody yet: the coach chooses. */
  | 'none'
  /** Kinexon's 'number' column: the athlete's shirt number. */
  | 'shirtNumber';

export type TrainingSession = Session & {
  __typename?: 'TrainingSession';
  club: Club;
  dataProcessing: Scalars['Boolean']['output'];
  description?: Maybe<Scalars['String']['output']>;
  endTime: Scalars['ISO8601DateTime']['output'];
  /** Its uploaded files; staff only (FORBIDDEN for athletes). */
  files: Array<SessionFile>;
  id: Scalars['ID']['output'];
  pitch?: Maybe<Pitch>;
  previousSession?: Maybe<Session>;
  processingProgress: SessionProcessingProgress;
  processingWarnings: Array<ProcessingWarning>;
  /** Named time windows of the session, by start time. */
  segments: Array<Segment>;
  sessionMetricSet?: Maybe<SessionMetricSet>;
  sessionParticipations: Array<SessionParticipation>;
  startTime: Scalars['ISO8601DateTime']['output'];
  /** The same as sessionMetricSet, by the spec's name. */
  trainingSessionMetricSet?: Maybe<SessionMetricSet>;
};


export type TrainingSessionSessionParticipationsArgs = {
  athleteIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** How a person reads distances and speeds (docs/product/shell-and-sessions.md §3). */
export type UnitSystem =
  | 'imperial'
  | 'imperial_yards_only'
  | 'metres_per_second'
  | 'metric';

export type UnsubscribeFromPushPayload = {
  __typename?: 'UnsubscribeFromPushPayload';
  errors: Array<MutationError>;
  /** Whether a subscription of the person's was removed. */
  unsubscribed?: Maybe<Scalars['Boolean']['output']>;
};

export type UpdateClubSettingsPayload = {
  __typename?: 'UpdateClubSettingsPayload';
  /** Null when errors is not empty. */
  club?: Maybe<Club>;
  errors: Array<MutationError>;
};

/** docs/product/reporting.md §3 Dataset update input. */
export type UpdateDatasetAttributes = {
  gridConfig: Scalars['JSON']['input'];
};

/** Only the fields given change. */
export type UpdateMetricSettingsInput = {
  accelerationThresholdMps2?: InputMaybe<Scalars['Float']['input']>;
  clubId: Scalars['ID']['input'];
  highIntensitySpeedKph?: InputMaybe<Scalars['Float']['input']>;
  individualSpeedZones?: InputMaybe<Scalars['Boolean']['input']>;
  speedZoneBoundsKph?: InputMaybe<Array<Scalars['Float']['input']>>;
  sprintSpeedKph?: InputMaybe<Scalars['Float']['input']>;
};

export type UpdateMetricSettingsPayload = {
  __typename?: 'UpdateMetricSettingsPayload';
  errors: Array<MutationError>;
  /** Null when errors is not empty. */
  metricSettings?: Maybe<MetricSettings>;
  /** Sessions whose metrics are being re-computed from their stored files; null when errors is not empty. */
  sessionsReprocessing?: Maybe<Scalars['Int']['output']>;
};

export type UpdateNotificationPreferencePayload = {
  __typename?: 'UpdateNotificationPreferencePayload';
  errors: Array<MutationError>;
  preference?: Maybe<NotificationPreference>;
};

export type UpdateSessionInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  endTime: Scalars['ISO8601DateTime']['input'];
  id: Scalars['ID']['input'];
  matchDefinitionName?: InputMaybe<Scalars['String']['input']>;
  opponent?: InputMaybe<Scalars['String']['input']>;
  opponentScore?: InputMaybe<Scalars['Int']['input']>;
  /** Matches only; replaces the periods (their segments' metrics are re-computed). */
  periods?: InputMaybe<Array<MatchSessionPeriodInput>>;
  pitchId?: InputMaybe<Scalars['ID']['input']>;
  score?: InputMaybe<Scalars['Int']['input']>;
  startTime: Scalars['ISO8601DateTime']['input'];
};

export type UpdateSessionParticipationsPayload = {
  __typename?: 'UpdateSessionParticipationsPayload';
  errors: Array<MutationError>;
  sessionParticipations: Array<SessionParticipation>;
};

export type UpdateUnitSystemPayload = {
  __typename?: 'UpdateUnitSystemPayload';
  errors: Array<MutationError>;
  /** The signed-in person, with their new choice; null when errors is not empty. */
  person?: Maybe<Person>;
};

/** An athlete whose Hooper index of the day is worse than their own baseline (docs/product/surveys.md §15). */
export type WellnessFlag = {
  __typename?: 'WellnessFlag';
  athlete: Athlete;
  /** How many days the baseline holds. */
  baselineDays: Scalars['Int']['output'];
  /** The day's Hooper index: the sum of the five wellness items (5 - 35, higher is worse). */
  hooperIndex: Scalars['Int']['output'];
  /** The mean of their Hooper indexes over the baseline days before the day. */
  mean: Scalars['Float']['output'];
  standardDeviation: Scalars['Float']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AdminClub: ResolverTypeWrapper<AdminClubRow>;
  AdminClubPayload: ResolverTypeWrapper<Omit<AdminClubPayload, 'club'> & { club?: Maybe<ResolversTypes['AdminClub']> }>;
  AdminCreateClubInput: AdminCreateClubInput;
  AdminFunctions: ResolverTypeWrapper<AdminFunctionsRoot>;
  AdminJob: ResolverTypeWrapper<JobRow>;
  AdminJobPayload: ResolverTypeWrapper<Omit<AdminJobPayload, 'job'> & { job?: Maybe<ResolversTypes['AdminJob']> }>;
  AdminPerson: ResolverTypeWrapper<PersonRow>;
  AdminPersonMembership: ResolverTypeWrapper<AdminPersonMembership>;
  AdminPersonPayload: ResolverTypeWrapper<Omit<AdminPersonPayload, 'person'> & { person?: Maybe<ResolversTypes['AdminPerson']> }>;
  AdminSubscriptionInput: AdminSubscriptionInput;
  Athlete: ResolverTypeWrapper<AthleteRow>;
  AthleteAttributes: AthleteAttributes;
  AthleteClippedTimePeriods: ResolverTypeWrapper<AthleteClippedTimePeriods>;
  AthleteClippedTimePeriodsInput: AthleteClippedTimePeriodsInput;
  AthleteGroup: ResolverTypeWrapper<AthleteGroupRow>;
  AthleteGroupAttributes: AthleteGroupAttributes;
  AthleteGroupPayload: ResolverTypeWrapper<Omit<AthleteGroupPayload, 'athleteGroup'> & { athleteGroup?: Maybe<ResolversTypes['AthleteGroup']> }>;
  AthleteHeartRateZones: ResolverTypeWrapper<AthleteHeartRateZones>;
  AthleteHome: ResolverTypeWrapper<AthleteHomeParent>;
  AthleteHomeNumbers: ResolverTypeWrapper<AthleteHomeNumbers>;
  AthleteHomeSession: ResolverTypeWrapper<Omit<AthleteHomeSession, 'session'> & { session: ResolversTypes['Session'] }>;
  AthleteLoad: ResolverTypeWrapper<Omit<AthleteLoad, 'weeks'> & { weeks: Array<ResolversTypes['AthleteLoadWeek']> }>;
  AthleteLoadDay: ResolverTypeWrapper<AthleteLoadDay>;
  AthleteLoadWeek: ResolverTypeWrapper<AthleteLoadWeekParent>;
  AthleteMatchAverage: ResolverTypeWrapper<MatchAverageRow>;
  AthleteMetricSet: ResolverTypeWrapper<AthleteMetricSetRow>;
  AthletePayload: ResolverTypeWrapper<Omit<AthletePayload, 'athlete'> & { athlete?: Maybe<ResolversTypes['Athlete']> }>;
  AthleteProfile: ResolverTypeWrapper<AthleteProfileParent>;
  AthleteProfileSession: ResolverTypeWrapper<Omit<AthleteProfileSession, 'session'> & { session: ResolversTypes['Session'] }>;
  AthleteWeeklySummary: ResolverTypeWrapper<AthleteWeeklySummaryRow>;
  AuditLogEntry: ResolverTypeWrapper<AuditLogEntryRow>;
  AuditLogPage: ResolverTypeWrapper<Omit<AuditLogPage, 'entries'> & { entries: Array<ResolversTypes['AuditLogEntry']> }>;
  BillingSubscription: ResolverTypeWrapper<BillingSubscriptionRow>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ChartDataType: ChartDataType;
  ClippedTimePeriod: ResolverTypeWrapper<ClippedTimePeriod>;
  ClippedTimePeriodInput: ClippedTimePeriodInput;
  Club: ResolverTypeWrapper<ClubRow>;
  ClubInvite: ResolverTypeWrapper<InviteRow>;
  ClubMember: ResolverTypeWrapper<ClubMemberRow>;
  ClubMemberPayload: ResolverTypeWrapper<Omit<ClubMemberPayload, 'member'> & { member?: Maybe<ResolversTypes['ClubMember']> }>;
  ClubReprocessing: ResolverTypeWrapper<ClubReprocessing>;
  ClubSettings: ResolverTypeWrapper<ClubSettingsRow>;
  ClubSettingsInput: ClubSettingsInput;
  ColumnMapping: ResolverTypeWrapper<ColumnMappingView>;
  ColumnMappingInput: ColumnMappingInput;
  ColumnTimeFormat: ColumnTimeFormat;
  CreateDatasetAttributes: CreateDatasetAttributes;
  CreateSessionInput: CreateSessionInput;
  CreateSessionPayload: ResolverTypeWrapper<CreateSessionPayload>;
  CsvPreview: ResolverTypeWrapper<StoredCsvPreview>;
  DashboardDay: ResolverTypeWrapper<DashboardDay>;
  Dataset: ResolverTypeWrapper<DatasetParent>;
  DatasetColumn: ResolverTypeWrapper<DatasetColumn>;
  DatasetPayload: ResolverTypeWrapper<Omit<DatasetPayload, 'dataset'> & { dataset?: Maybe<ResolversTypes['Dataset']> }>;
  DatasetStatus: DatasetStatus;
  DatasetTemplate: ResolverTypeWrapper<DatasetTemplate>;
  DatasetTemplateKind: DatasetTemplateKind;
  DatasetTemplateOwnerType: DatasetTemplateOwnerType;
  DatasetUpdatedEvent: ResolverTypeWrapper<DatasetUpdatedRow>;
  DeletePayload: ResolverTypeWrapper<DeletePayload>;
  DestroyAthleteGroupPayload: ResolverTypeWrapper<DestroyAthleteGroupPayload>;
  DestroyFlexibleReportChartsPayload: ResolverTypeWrapper<DestroyFlexibleReportChartsPayload>;
  DestroyFlexibleReportsPayload: ResolverTypeWrapper<DestroyFlexibleReportsPayload>;
  DestroyPitchPayload: ResolverTypeWrapper<DestroyPitchPayload>;
  DestroySessionSegmentPayload: ResolverTypeWrapper<DestroySessionSegmentPayload>;
  DestroyTagDefinitionPayload: ResolverTypeWrapper<DestroyTagDefinitionPayload>;
  Device: ResolverTypeWrapper<Device>;
  DuplicateFlexibleReportPayload: ResolverTypeWrapper<Omit<DuplicateFlexibleReportPayload, 'report'> & { report?: Maybe<ResolversTypes['FlexibleReport']> }>;
  Feature: ResolverTypeWrapper<Feature>;
  FeatureName: FeatureName;
  FlexibleReport: ResolverTypeWrapper<FlexibleReportRow>;
  FlexibleReportAttributes: FlexibleReportAttributes;
  FlexibleReportChart: ResolverTypeWrapper<FlexibleReportChartRow>;
  FlexibleReportChartAttributes: FlexibleReportChartAttributes;
  FlexibleReportChartPayload: ResolverTypeWrapper<Omit<FlexibleReportChartPayload, 'reportChart'> & { reportChart?: Maybe<ResolversTypes['FlexibleReportChart']> }>;
  FlexibleReportPayload: ResolverTypeWrapper<Omit<FlexibleReportPayload, 'report'> & { report?: Maybe<ResolversTypes['FlexibleReport']> }>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ISO8601DateTime: ResolverTypeWrapper<Scalars['ISO8601DateTime']['output']>;
  Import: ResolverTypeWrapper<ImportRow>;
  ImportFile: ResolverTypeWrapper<ImportFileRow>;
  ImportPayload: ResolverTypeWrapper<Omit<ImportPayload, 'import'> & { import?: Maybe<ResolversTypes['Import']> }>;
  ImportSessionChoice: ImportSessionChoice;
  ImportSquadPayload: ResolverTypeWrapper<Omit<ImportSquadPayload, 'athletes'> & { athletes: Array<ResolversTypes['Athlete']> }>;
  ImportStatus: ImportStatus;
  ImportTrack: ResolverTypeWrapper<ImportTrackView>;
  ImportUpdate: ResolverTypeWrapper<ImportUpdateView>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InviteLinkPayload: ResolverTypeWrapper<Omit<InviteLinkPayload, 'invite'> & { invite?: Maybe<ResolversTypes['ClubInvite']> }>;
  InviteMemberInput: InviteMemberInput;
  InviteMemberPayload: ResolverTypeWrapper<Omit<InviteMemberPayload, 'invite'> & { invite?: Maybe<ResolversTypes['ClubInvite']> }>;
  InviteOutcome: InviteOutcome;
  InviteRole: InviteRole;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  JoinLinkPayload: ResolverTypeWrapper<JoinLinkPayload>;
  MarkAllNotificationsReadPayload: ResolverTypeWrapper<MarkAllNotificationsReadPayload>;
  MarkNotificationReadPayload: ResolverTypeWrapper<Omit<MarkNotificationReadPayload, 'notification'> & { notification?: Maybe<ResolversTypes['Notification']> }>;
  MatchDefinition: ResolverTypeWrapper<MatchDefinitionRow>;
  MatchSession: ResolverTypeWrapper<SessionRow>;
  MatchSessionPeriod: ResolverTypeWrapper<MatchPeriodRow>;
  MatchSessionPeriodInput: MatchSessionPeriodInput;
  MemberRole: MemberRole;
  MetricSettings: ResolverTypeWrapper<MetricSettings>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MutationError: ResolverTypeWrapper<MutationError>;
  MySurveyDistribution: ResolverTypeWrapper<MyDistributionParent>;
  Notification: ResolverTypeWrapper<NotificationRow>;
  NotificationPreference: ResolverTypeWrapper<NotificationPreference>;
  NotificationPreferenceInput: NotificationPreferenceInput;
  NotificationSettings: ResolverTypeWrapper<NotificationSettings>;
  NotificationType: NotificationType;
  Organisation: ResolverTypeWrapper<ClubOrganisation>;
  PasswordResetLinkPayload: ResolverTypeWrapper<PasswordResetLinkPayload>;
  PeakDemand: ResolverTypeWrapper<PeakDemandRow>;
  Permission: ResolverTypeWrapper<Permission>;
  PermissionAction: PermissionAction;
  PermissionSubject: PermissionSubject;
  Person: ResolverTypeWrapper<PersonRow>;
  PersonalBest: ResolverTypeWrapper<Omit<PersonalBest, 'session'> & { session: ResolversTypes['Session'] }>;
  PersonalBestMetric: PersonalBestMetric;
  Pitch: ResolverTypeWrapper<PitchRow>;
  PitchInput: PitchInput;
  PitchPayload: ResolverTypeWrapper<Omit<PitchPayload, 'pitch'> & { pitch?: Maybe<ResolversTypes['Pitch']> }>;
  ProcessingWarning: ResolverTypeWrapper<ProcessingWarningRow>;
  ProcessingWarningCode: ProcessingWarningCode;
  ProcessingWarningDiagnostics: ResolverTypeWrapper<ProcessingWarningDiagnostics>;
  ProfilePicture: ResolverTypeWrapper<ProfilePicture>;
  PushSubscriptionInput: PushSubscriptionInput;
  PushSubscriptionKeysInput: PushSubscriptionKeysInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QueueDepth: ResolverTypeWrapper<QueueDepth>;
  RawTrackDiagnostics: ResolverTypeWrapper<RawTrackDiagnosticsRow>;
  RemindSurveyRecipientsPayload: ResolverTypeWrapper<RemindSurveyRecipientsPayload>;
  RemovedMemberPayload: ResolverTypeWrapper<RemovedMemberPayload>;
  SampledHeartRateSeries: ResolverTypeWrapper<IsoSampledSeries>;
  SampledSpeedSeries: ResolverTypeWrapper<IsoSampledSeries>;
  Segment: ResolverTypeWrapper<SegmentRow>;
  SegmentChange: SegmentChange;
  SegmentMetricSet: ResolverTypeWrapper<SegmentMetricSetRow>;
  SegmentParticipation: ResolverTypeWrapper<SegmentParticipationRow>;
  SegmentParticipationInput: SegmentParticipationInput;
  SegmentsUpdatedEvent: ResolverTypeWrapper<SegmentsUpdatedRow>;
  SendSurveyNowPayload: ResolverTypeWrapper<SendSurveyNowPayload>;
  Session: ResolverTypeWrapper<SessionRow>;
  SessionDiagnostics: ResolverTypeWrapper<SessionDiagnosticsRow>;
  SessionDiagnosticsPayload: ResolverTypeWrapper<Omit<SessionDiagnosticsPayload, 'sessionDiagnostics'> & { sessionDiagnostics?: Maybe<ResolversTypes['SessionDiagnostics']> }>;
  SessionFile: ResolverTypeWrapper<SessionFileRow>;
  SessionKind: SessionKind;
  SessionMetricSet: ResolverTypeWrapper<TeamMetricSetRow>;
  SessionPage: ResolverTypeWrapper<Omit<SessionPage, 'nodes'> & { nodes: Array<ResolversTypes['Session']> }>;
  SessionParticipation: ResolverTypeWrapper<ParticipationRow>;
  SessionParticipationTagsInput: SessionParticipationTagsInput;
  SessionPayload: ResolverTypeWrapper<Omit<SessionPayload, 'session'> & { session?: Maybe<ResolversTypes['Session']> }>;
  SessionProcessing: ResolverTypeWrapper<SessionProcessingRow>;
  SessionProcessingProgress: ResolverTypeWrapper<SessionProcessingProgress>;
  SessionSegmentAttributes: SessionSegmentAttributes;
  SessionSegmentPatch: SessionSegmentPatch;
  SessionSegmentPayload: ResolverTypeWrapper<Omit<SessionSegmentPayload, 'segment'> & { segment?: Maybe<ResolversTypes['Segment']> }>;
  SessionSegmentsPatch: SessionSegmentsPatch;
  SessionSegmentsPayload: ResolverTypeWrapper<Omit<SessionSegmentsPayload, 'segments'> & { segments: Array<ResolversTypes['Segment']> }>;
  SessionsChange: ResolverTypeWrapper<Omit<SessionsChange, 'session'> & { session?: Maybe<ResolversTypes['Session']> }>;
  SpeedBinValue: ResolverTypeWrapper<SpeedBinValue>;
  SpeedUnit: SpeedUnit;
  Sport: Sport;
  SportDefinition: ResolverTypeWrapper<SportDefinition>;
  SquadImportLine: SquadImportLine;
  SquadImportRow: ResolverTypeWrapper<SquadImportRow>;
  Staff: ResolverTypeWrapper<ViewerMembership>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubmitSurveyAnswerPayload: ResolverTypeWrapper<Omit<SubmitSurveyAnswerPayload, 'answer'> & { answer?: Maybe<ResolversTypes['SurveyAnswer']> }>;
  SubscribeToPushPayload: ResolverTypeWrapper<SubscribeToPushPayload>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SubscriptionKind: SubscriptionKind;
  SubscriptionStatus: SubscriptionStatus;
  Survey: ResolverTypeWrapper<SurveyParent>;
  SurveyAnswer: ResolverTypeWrapper<SurveyAnswerParent>;
  SurveyAnswerInput: SurveyAnswerInput;
  SurveyCompletion: ResolverTypeWrapper<SurveyCompletionParent>;
  SurveyDistributionState: SurveyDistributionState;
  SurveyMetric: SurveyMetric;
  SurveyPayload: ResolverTypeWrapper<Omit<SurveyPayload, 'survey'> & { survey?: Maybe<ResolversTypes['Survey']> }>;
  SurveyQuestion: ResolverTypeWrapper<SurveyQuestionParent>;
  SurveyQuestionInput: SurveyQuestionInput;
  SurveyQuestionKind: SurveyQuestionKind;
  SurveyRecipientStatus: ResolverTypeWrapper<RecipientStatusParent>;
  SurveyRecipientsInput: SurveyRecipientsInput;
  SurveyTimer: ResolverTypeWrapper<SurveyTriggerRow>;
  SurveyTimerInput: SurveyTimerInput;
  SurveyTimerKind: SurveyTimerKind;
  SystemHealth: ResolverTypeWrapper<Omit<SystemHealth, 'failedJobs'> & { failedJobs: Array<ResolversTypes['AdminJob']> }>;
  TagDefinition: ResolverTypeWrapper<TagDefinitionRow>;
  TagDefinitionInput: TagDefinitionInput;
  TagDefinitionPayload: ResolverTypeWrapper<Omit<TagDefinitionPayload, 'tagDefinition'> & { tagDefinition?: Maybe<ResolversTypes['TagDefinition']> }>;
  TaggableType: TaggableType;
  TimedValue: ResolverTypeWrapper<TimedValue>;
  TrackFileFormat: TrackFileFormat;
  TrackMatchSource: TrackMatchSource;
  TrainingSession: ResolverTypeWrapper<SessionRow>;
  UnitSystem: UnitSystem;
  UnsubscribeFromPushPayload: ResolverTypeWrapper<UnsubscribeFromPushPayload>;
  UpdateClubSettingsPayload: ResolverTypeWrapper<Omit<UpdateClubSettingsPayload, 'club'> & { club?: Maybe<ResolversTypes['Club']> }>;
  UpdateDatasetAttributes: UpdateDatasetAttributes;
  UpdateMetricSettingsInput: UpdateMetricSettingsInput;
  UpdateMetricSettingsPayload: ResolverTypeWrapper<UpdateMetricSettingsPayload>;
  UpdateNotificationPreferencePayload: ResolverTypeWrapper<UpdateNotificationPreferencePayload>;
  UpdateSessionInput: UpdateSessionInput;
  UpdateSessionParticipationsPayload: ResolverTypeWrapper<Omit<UpdateSessionParticipationsPayload, 'sessionParticipations'> & { sessionParticipations: Array<ResolversTypes['SessionParticipation']> }>;
  UpdateUnitSystemPayload: ResolverTypeWrapper<Omit<UpdateUnitSystemPayload, 'person'> & { person?: Maybe<ResolversTypes['Person']> }>;
  WellnessFlag: ResolverTypeWrapper<WellnessFlagParent>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AdminClub: AdminClubRow;
  AdminClubPayload: Omit<AdminClubPayload, 'club'> & { club?: Maybe<ResolversParentTypes['AdminClub']> };
  AdminCreateClubInput: AdminCreateClubInput;
  AdminFunctions: AdminFunctionsRoot;
  AdminJob: JobRow;
  AdminJobPayload: Omit<AdminJobPayload, 'job'> & { job?: Maybe<ResolversParentTypes['AdminJob']> };
  AdminPerson: PersonRow;
  AdminPersonMembership: AdminPersonMembership;
  AdminPersonPayload: Omit<AdminPersonPayload, 'person'> & { person?: Maybe<ResolversParentTypes['AdminPerson']> };
  AdminSubscriptionInput: AdminSubscriptionInput;
  Athlete: AthleteRow;
  AthleteAttributes: AthleteAttributes;
  AthleteClippedTimePeriods: AthleteClippedTimePeriods;
  AthleteClippedTimePeriodsInput: AthleteClippedTimePeriodsInput;
  AthleteGroup: AthleteGroupRow;
  AthleteGroupAttributes: AthleteGroupAttributes;
  AthleteGroupPayload: Omit<AthleteGroupPayload, 'athleteGroup'> & { athleteGroup?: Maybe<ResolversParentTypes['AthleteGroup']> };
  AthleteHeartRateZones: AthleteHeartRateZones;
  AthleteHome: AthleteHomeParent;
  AthleteHomeNumbers: AthleteHomeNumbers;
  AthleteHomeSession: Omit<AthleteHomeSession, 'session'> & { session: ResolversParentTypes['Session'] };
  AthleteLoad: Omit<AthleteLoad, 'weeks'> & { weeks: Array<ResolversParentTypes['AthleteLoadWeek']> };
  AthleteLoadDay: AthleteLoadDay;
  AthleteLoadWeek: AthleteLoadWeekParent;
  AthleteMatchAverage: MatchAverageRow;
  AthleteMetricSet: AthleteMetricSetRow;
  AthletePayload: Omit<AthletePayload, 'athlete'> & { athlete?: Maybe<ResolversParentTypes['Athlete']> };
  AthleteProfile: AthleteProfileParent;
  AthleteProfileSession: Omit<AthleteProfileSession, 'session'> & { session: ResolversParentTypes['Session'] };
  AthleteWeeklySummary: AthleteWeeklySummaryRow;
  AuditLogEntry: AuditLogEntryRow;
  AuditLogPage: Omit<AuditLogPage, 'entries'> & { entries: Array<ResolversParentTypes['AuditLogEntry']> };
  BillingSubscription: BillingSubscriptionRow;
  Boolean: Scalars['Boolean']['output'];
  ClippedTimePeriod: ClippedTimePeriod;
  ClippedTimePeriodInput: ClippedTimePeriodInput;
  Club: ClubRow;
  ClubInvite: InviteRow;
  ClubMember: ClubMemberRow;
  ClubMemberPayload: Omit<ClubMemberPayload, 'member'> & { member?: Maybe<ResolversParentTypes['ClubMember']> };
  ClubReprocessing: ClubReprocessing;
  ClubSettings: ClubSettingsRow;
  ClubSettingsInput: ClubSettingsInput;
  ColumnMapping: ColumnMappingView;
  ColumnMappingInput: ColumnMappingInput;
  CreateDatasetAttributes: CreateDatasetAttributes;
  CreateSessionInput: CreateSessionInput;
  CreateSessionPayload: CreateSessionPayload;
  CsvPreview: StoredCsvPreview;
  DashboardDay: DashboardDay;
  Dataset: DatasetParent;
  DatasetColumn: DatasetColumn;
  DatasetPayload: Omit<DatasetPayload, 'dataset'> & { dataset?: Maybe<ResolversParentTypes['Dataset']> };
  DatasetTemplate: DatasetTemplate;
  DatasetUpdatedEvent: DatasetUpdatedRow;
  DeletePayload: DeletePayload;
  DestroyAthleteGroupPayload: DestroyAthleteGroupPayload;
  DestroyFlexibleReportChartsPayload: DestroyFlexibleReportChartsPayload;
  DestroyFlexibleReportsPayload: DestroyFlexibleReportsPayload;
  DestroyPitchPayload: DestroyPitchPayload;
  DestroySessionSegmentPayload: DestroySessionSegmentPayload;
  DestroyTagDefinitionPayload: DestroyTagDefinitionPayload;
  Device: Device;
  DuplicateFlexibleReportPayload: Omit<DuplicateFlexibleReportPayload, 'report'> & { report?: Maybe<ResolversParentTypes['FlexibleReport']> };
  Feature: Feature;
  FlexibleReport: FlexibleReportRow;
  FlexibleReportAttributes: FlexibleReportAttributes;
  FlexibleReportChart: FlexibleReportChartRow;
  FlexibleReportChartAttributes: FlexibleReportChartAttributes;
  FlexibleReportChartPayload: Omit<FlexibleReportChartPayload, 'reportChart'> & { reportChart?: Maybe<ResolversParentTypes['FlexibleReportChart']> };
  FlexibleReportPayload: Omit<FlexibleReportPayload, 'report'> & { report?: Maybe<ResolversParentTypes['FlexibleReport']> };
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  ISO8601DateTime: Scalars['ISO8601DateTime']['output'];
  Import: ImportRow;
  ImportFile: ImportFileRow;
  ImportPayload: Omit<ImportPayload, 'import'> & { import?: Maybe<ResolversParentTypes['Import']> };
  ImportSessionChoice: ImportSessionChoice;
  ImportSquadPayload: Omit<ImportSquadPayload, 'athletes'> & { athletes: Array<ResolversParentTypes['Athlete']> };
  ImportTrack: ImportTrackView;
  ImportUpdate: ImportUpdateView;
  Int: Scalars['Int']['output'];
  InviteLinkPayload: Omit<InviteLinkPayload, 'invite'> & { invite?: Maybe<ResolversParentTypes['ClubInvite']> };
  InviteMemberInput: InviteMemberInput;
  InviteMemberPayload: Omit<InviteMemberPayload, 'invite'> & { invite?: Maybe<ResolversParentTypes['ClubInvite']> };
  JSON: Scalars['JSON']['output'];
  JoinLinkPayload: JoinLinkPayload;
  MarkAllNotificationsReadPayload: MarkAllNotificationsReadPayload;
  MarkNotificationReadPayload: Omit<MarkNotificationReadPayload, 'notification'> & { notification?: Maybe<ResolversParentTypes['Notification']> };
  MatchDefinition: MatchDefinitionRow;
  MatchSession: SessionRow;
  MatchSessionPeriod: MatchPeriodRow;
  MatchSessionPeriodInput: MatchSessionPeriodInput;
  MetricSettings: MetricSettings;
  Mutation: Record<PropertyKey, never>;
  MutationError: MutationError;
  MySurveyDistribution: MyDistributionParent;
  Notification: NotificationRow;
  NotificationPreference: NotificationPreference;
  NotificationPreferenceInput: NotificationPreferenceInput;
  NotificationSettings: NotificationSettings;
  Organisation: ClubOrganisation;
  PasswordResetLinkPayload: PasswordResetLinkPayload;
  PeakDemand: PeakDemandRow;
  Permission: Permission;
  Person: PersonRow;
  PersonalBest: Omit<PersonalBest, 'session'> & { session: ResolversParentTypes['Session'] };
  Pitch: PitchRow;
  PitchInput: PitchInput;
  PitchPayload: Omit<PitchPayload, 'pitch'> & { pitch?: Maybe<ResolversParentTypes['Pitch']> };
  ProcessingWarning: ProcessingWarningRow;
  ProcessingWarningDiagnostics: ProcessingWarningDiagnostics;
  ProfilePicture: ProfilePicture;
  PushSubscriptionInput: PushSubscriptionInput;
  PushSubscriptionKeysInput: PushSubscriptionKeysInput;
  Query: Record<PropertyKey, never>;
  QueueDepth: QueueDepth;
  RawTrackDiagnostics: RawTrackDiagnosticsRow;
  RemindSurveyRecipientsPayload: RemindSurveyRecipientsPayload;
  RemovedMemberPayload: RemovedMemberPayload;
  SampledHeartRateSeries: IsoSampledSeries;
  SampledSpeedSeries: IsoSampledSeries;
  Segment: SegmentRow;
  SegmentMetricSet: SegmentMetricSetRow;
  SegmentParticipation: SegmentParticipationRow;
  SegmentParticipationInput: SegmentParticipationInput;
  SegmentsUpdatedEvent: SegmentsUpdatedRow;
  SendSurveyNowPayload: SendSurveyNowPayload;
  Session: SessionRow;
  SessionDiagnostics: SessionDiagnosticsRow;
  SessionDiagnosticsPayload: Omit<SessionDiagnosticsPayload, 'sessionDiagnostics'> & { sessionDiagnostics?: Maybe<ResolversParentTypes['SessionDiagnostics']> };
  SessionFile: SessionFileRow;
  SessionMetricSet: TeamMetricSetRow;
  SessionPage: Omit<SessionPage, 'nodes'> & { nodes: Array<ResolversParentTypes['Session']> };
  SessionParticipation: ParticipationRow;
  SessionParticipationTagsInput: SessionParticipationTagsInput;
  SessionPayload: Omit<SessionPayload, 'session'> & { session?: Maybe<ResolversParentTypes['Session']> };
  SessionProcessing: SessionProcessingRow;
  SessionProcessingProgress: SessionProcessingProgress;
  SessionSegmentAttributes: SessionSegmentAttributes;
  SessionSegmentPatch: SessionSegmentPatch;
  SessionSegmentPayload: Omit<SessionSegmentPayload, 'segment'> & { segment?: Maybe<ResolversParentTypes['Segment']> };
  SessionSegmentsPatch: SessionSegmentsPatch;
  SessionSegmentsPayload: Omit<SessionSegmentsPayload, 'segments'> & { segments: Array<ResolversParentTypes['Segment']> };
  SessionsChange: Omit<SessionsChange, 'session'> & { session?: Maybe<ResolversParentTypes['Session']> };
  SpeedBinValue: SpeedBinValue;
  SportDefinition: SportDefinition;
  SquadImportLine: SquadImportLine;
  SquadImportRow: SquadImportRow;
  Staff: ViewerMembership;
  String: Scalars['String']['output'];
  SubmitSurveyAnswerPayload: Omit<SubmitSurveyAnswerPayload, 'answer'> & { answer?: Maybe<ResolversParentTypes['SurveyAnswer']> };
  SubscribeToPushPayload: SubscribeToPushPayload;
  Subscription: Record<PropertyKey, never>;
  Survey: SurveyParent;
  SurveyAnswer: SurveyAnswerParent;
  SurveyAnswerInput: SurveyAnswerInput;
  SurveyCompletion: SurveyCompletionParent;
  SurveyPayload: Omit<SurveyPayload, 'survey'> & { survey?: Maybe<ResolversParentTypes['Survey']> };
  SurveyQuestion: SurveyQuestionParent;
  SurveyQuestionInput: SurveyQuestionInput;
  SurveyRecipientStatus: RecipientStatusParent;
  SurveyRecipientsInput: SurveyRecipientsInput;
  SurveyTimer: SurveyTriggerRow;
  SurveyTimerInput: SurveyTimerInput;
  SystemHealth: Omit<SystemHealth, 'failedJobs'> & { failedJobs: Array<ResolversParentTypes['AdminJob']> };
  TagDefinition: TagDefinitionRow;
  TagDefinitionInput: TagDefinitionInput;
  TagDefinitionPayload: Omit<TagDefinitionPayload, 'tagDefinition'> & { tagDefinition?: Maybe<ResolversParentTypes['TagDefinition']> };
  TimedValue: TimedValue;
  TrainingSession: SessionRow;
  UnsubscribeFromPushPayload: UnsubscribeFromPushPayload;
  UpdateClubSettingsPayload: Omit<UpdateClubSettingsPayload, 'club'> & { club?: Maybe<ResolversParentTypes['Club']> };
  UpdateDatasetAttributes: UpdateDatasetAttributes;
  UpdateMetricSettingsInput: UpdateMetricSettingsInput;
  UpdateMetricSettingsPayload: UpdateMetricSettingsPayload;
  UpdateNotificationPreferencePayload: UpdateNotificationPreferencePayload;
  UpdateSessionInput: UpdateSessionInput;
  UpdateSessionParticipationsPayload: Omit<UpdateSessionParticipationsPayload, 'sessionParticipations'> & { sessionParticipations: Array<ResolversParentTypes['SessionParticipation']> };
  UpdateUnitSystemPayload: Omit<UpdateUnitSystemPayload, 'person'> & { person?: Maybe<ResolversParentTypes['Person']> };
  WellnessFlag: WellnessFlagParent;
};

export type ListSizeDirectiveArgs = {
  assumedSize: Scalars['Int']['input'];
  narrowedBy?: Maybe<Scalars['String']['input']>;
};

export type ListSizeDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = ListSizeDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AdminClubResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminClub'] = ResolversParentTypes['AdminClub']> = {
  defaultUnitSystem?: Resolver<ResolversTypes['UnitSystem'], ParentType, ContextType>;
  featureSwitches?: Resolver<Array<ResolversTypes['Feature']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  membersCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sessionsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sport?: Resolver<ResolversTypes['Sport'], ParentType, ContextType>;
  subscription?: Resolver<Maybe<ResolversTypes['BillingSubscription']>, ParentType, ContextType>;
  suspended?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminClubPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminClubPayload'] = ResolversParentTypes['AdminClubPayload']> = {
  club?: Resolver<Maybe<ResolversTypes['AdminClub']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
};

export type AdminFunctionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminFunctions'] = ResolversParentTypes['AdminFunctions']> = {
  auditLog?: Resolver<ResolversTypes['AuditLogPage'], ParentType, ContextType, RequireFields<AdminFunctionsAuditLogArgs, 'limit' | 'offset'>>;
  clubs?: Resolver<Array<ResolversTypes['AdminClub']>, ParentType, ContextType, Partial<AdminFunctionsClubsArgs>>;
  people?: Resolver<Array<ResolversTypes['AdminPerson']>, ParentType, ContextType, RequireFields<AdminFunctionsPeopleArgs, 'search'>>;
  sessionDiagnostics?: Resolver<Maybe<ResolversTypes['SessionDiagnostics']>, ParentType, ContextType, RequireFields<AdminFunctionsSessionDiagnosticsArgs, 'sessionId'>>;
  systemHealth?: Resolver<ResolversTypes['SystemHealth'], ParentType, ContextType>;
};

export type AdminJobResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminJob'] = ResolversParentTypes['AdminJob']> = {
  completedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  queue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  retryCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminJobPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminJobPayload'] = ResolversParentTypes['AdminJobPayload']> = {
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  job?: Resolver<Maybe<ResolversTypes['AdminJob']>, ParentType, ContextType>;
};

export type AdminPersonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminPerson'] = ResolversParentTypes['AdminPerson']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  memberships?: Resolver<Array<ResolversTypes['AdminPersonMembership']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  touchlineStaff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AdminPersonMembershipResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminPersonMembership'] = ResolversParentTypes['AdminPersonMembership']> = {
  admin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  clubName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminPersonPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminPersonPayload'] = ResolversParentTypes['AdminPersonPayload']> = {
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  person?: Resolver<Maybe<ResolversTypes['AdminPerson']>, ParentType, ContextType>;
};

export type AthleteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Athlete'] = ResolversParentTypes['Athlete']> = {
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dateOfBirth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deviceSerials?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['AthleteGroup']>, ParentType, ContextType>;
  hasAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  initials?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxHeartRateBpm?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  preferredName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profilePicture?: Resolver<Maybe<ResolversTypes['ProfilePicture']>, ParentType, ContextType>;
  shirtNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  topSpeedReferenceKph?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type AthleteClippedTimePeriodsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AthleteClippedTimePeriods'] = ResolversParentTypes['AthleteClippedTimePeriods']> = {
  athleteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clippedTimePeriods?: Resolver<Array<ResolversTypes['ClippedTimePeriod']>, ParentType, ContextType>;
};

export type AthleteGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AthleteGroup'] = ResolversParentTypes['AthleteGroup']> = {
  athletes?: Resolver<Array<ResolversTypes['Athlete']>, ParentType, ContextType>;
  colour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AthleteGroupPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AthleteGroupPayload'] = ResolversParentTypes['AthleteGroupPayload']> = {
  athleteGroup?: Resolver<Maybe<ResolversTypes['AthleteGroup']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
};

export type AthleteHeartRateZonesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AthleteHeartRateZones'] = ResolversParentTypes['AthleteHeartRateZones']> = {
  minutesWithHeartRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sessionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  zonePercentages?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type AthleteHomeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AthleteHome'] = ResolversParentTypes['AthleteHome']> = {
  athlete?: Resolver<ResolversTypes['Athlete'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastSessions?: Resolver<Array<ResolversTypes['AthleteHomeSession']>, ParentType, ContextType>;
  load?: Resolver<ResolversTypes['AthleteLoad'], ParentType, ContextType>;
  myAverage?: Resolver<Maybe<ResolversTypes['AthleteHomeNumbers']>, ParentType, ContextType>;
  pendingSurveys?: Resolver<Array<ResolversTypes['MySurveyDistribution']>, ParentType, ContextType>;
  personalBests?: Resolver<Array<ResolversTypes['PersonalBest']>, ParentType, ContextType>;
};

export type AthleteHomeNumbersResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AthleteHomeNumbers'] = ResolversParentTypes['AthleteHomeNumbers']> = {
  maxSpeedKph?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalDistanceM?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalHighIntensityDistanceM?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalSprintDistanceM?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type AthleteHomeSessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AthleteHomeSession'] = ResolversParentTypes['AthleteHomeSession']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['AthleteHomeNumbers'], ParentType, ContextType>;
  session?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
  team?: Resolver<Maybe<ResolversTypes['AthleteHomeNumbers']>, ParentType, ContextType>;
};

export type AthleteLoadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AthleteLoad'] = ResolversParentTypes['AthleteLoad']> = {
  acuteChronicRatio?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  weeks?: Resolver<Array<ResolversTypes['AthleteLoadWeek']>, ParentType, ContextType>;
};

export type AthleteLoadDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AthleteLoadDay'] = ResolversParentTypes['AthleteLoadDay']> = {
  acuteChronicRatio?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distanceM?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  ewmaAcuteChronicRatio?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type AthleteLoadWeekResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AthleteLoadWeek'] = ResolversParentTypes['AthleteLoadWeek']> = {
  distanceM?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  endTime?: Resolver<ResolversTypes['ISO8601DateTime'], ParentType, ContextType>;
  sessionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['ISO8601DateTime'], ParentType, ContextType>;
};

export type AthleteMatchAverageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AthleteMatchAverage'] = ResolversParentTypes['AthleteMatchAverage']> = {
  matchCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalDistanceM?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalHighIntensityDistanceM?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalSprintDistanceM?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type AthleteMetricSetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AthleteMetricSet'] = ResolversParentTypes['AthleteMetricSet']> = {
  accelerationEvents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  activeSeconds?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  averageMetabolicPowerWPerKg?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  avgHeartRateBpm?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  avgSpeedBreakdown?: Resolver<Array<ResolversTypes['TimedValue']>, ParentType, ContextType>;
  avgSpeedKph?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  avgSpeedKphOverTime?: Resolver<Array<ResolversTypes['TimedValue']>, ParentType, ContextType>;
  decelerationEvents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  distanceMOverTime?: Resolver<Array<ResolversTypes['TimedValue']>, ParentType, ContextType>;
  heartRateZonePercentages?: Resolver<Maybe<Array<ResolversTypes['Float']>>, ParentType, ContextType>;
  heatmapUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  highIntensityEvents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  highMetabolicLoadDistanceM?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  matchSessionPeriod?: Resolver<Maybe<ResolversTypes['MatchSessionPeriod']>, ParentType, ContextType>;
  maxHeartRateBpm?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  maxSpeedKph?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  metabolicEnergyKjPerKg?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  metresPerMinute?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  peakDemands?: Resolver<Array<ResolversTypes['PeakDemand']>, ParentType, ContextType>;
  playerLoad?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rawMaxSpeedKph?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sampledHeartRateBpmOverTime?: Resolver<Maybe<ResolversTypes['SampledHeartRateSeries']>, ParentType, ContextType>;
  sampledSpeedKphOverTime?: Resolver<ResolversTypes['SampledSpeedSeries'], ParentType, ContextType>;
  speedzoneProfileZone?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
  sprintEvents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timeAtKph?: Resolver<Array<ResolversTypes['SpeedBinValue']>, ParentType, ContextType>;
  totalDistanceM?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalHighIntensityDistanceM?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalSprintDistanceM?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  trimp?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  workload?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type AthletePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AthletePayload'] = ResolversParentTypes['AthletePayload']> = {
  athlete?: Resolver<Maybe<ResolversTypes['Athlete']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
};

export type AthleteProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AthleteProfile'] = ResolversParentTypes['AthleteProfile']> = {
  athlete?: Resolver<ResolversTypes['Athlete'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['ISO8601DateTime'], ParentType, ContextType>;
  groupNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  heartRateZones?: Resolver<Maybe<ResolversTypes['AthleteHeartRateZones']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  loadDays?: Resolver<Array<ResolversTypes['AthleteLoadDay']>, ParentType, ContextType>;
  peakDemands?: Resolver<Array<ResolversTypes['PeakDemand']>, ParentType, ContextType>;
  personalBests?: Resolver<Array<ResolversTypes['PersonalBest']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sessions?: Resolver<Array<ResolversTypes['AthleteProfileSession']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['ISO8601DateTime'], ParentType, ContextType>;
};

export type AthleteProfileSessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AthleteProfileSession'] = ResolversParentTypes['AthleteProfileSession']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  numbers?: Resolver<ResolversTypes['AthleteHomeNumbers'], ParentType, ContextType>;
  session?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
};

export type AthleteWeeklySummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AthleteWeeklySummary'] = ResolversParentTypes['AthleteWeeklySummary']> = {
  athlete?: Resolver<ResolversTypes['Athlete'], ParentType, ContextType>;
  avgMaxSpeedKph?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  avgMetresPerMinute?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  avgSprintEvents?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  avgTotalDistanceM?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  avgTotalHighIntensityDistanceM?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  avgTotalSprintDistanceM?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxMaxSpeedKph?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  maxMetresPerMinute?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sessionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalDistanceM?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalHighIntensityDistanceM?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalSprintDistanceM?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalSprintEvents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AuditLogEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditLogEntry'] = ResolversParentTypes['AuditLogEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clubName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  details?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditLogPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditLogPage'] = ResolversParentTypes['AuditLogPage']> = {
  entries?: Resolver<Array<ResolversTypes['AuditLogEntry']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BillingSubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BillingSubscription'] = ResolversParentTypes['BillingSubscription']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SubscriptionKind'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SubscriptionStatus'], ParentType, ContextType>;
  subscriptionPortalUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ClippedTimePeriodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClippedTimePeriod'] = ResolversParentTypes['ClippedTimePeriod']> = {
  endOffset?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  startOffset?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tagDefinitionIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ClubResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Club'] = ResolversParentTypes['Club']> = {
  athleteGroups?: Resolver<Array<ResolversTypes['AthleteGroup']>, ParentType, ContextType>;
  athleteProfile?: Resolver<Maybe<ResolversTypes['AthleteProfile']>, ParentType, ContextType, RequireFields<ClubAthleteProfileArgs, 'athleteId' | 'from' | 'to'>>;
  columnMappings?: Resolver<Array<ResolversTypes['ColumnMapping']>, ParentType, ContextType>;
  datasets?: Resolver<Array<ResolversTypes['Dataset']>, ParentType, ContextType>;
  flexibleReports?: Resolver<Array<ResolversTypes['FlexibleReport']>, ParentType, ContextType, RequireFields<ClubFlexibleReportsArgs, 'limit' | 'offset'>>;
  flexibleReportsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invites?: Resolver<Array<ResolversTypes['ClubInvite']>, ParentType, ContextType>;
  joinPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastSession?: Resolver<Maybe<ResolversTypes['Session']>, ParentType, ContextType>;
  lastThirtyDays?: Resolver<Array<ResolversTypes['DashboardDay']>, ParentType, ContextType>;
  lastThirtyDaysSessions?: Resolver<Array<ResolversTypes['Session']>, ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['ClubMember']>, ParentType, ContextType>;
  metricSettings?: Resolver<ResolversTypes['MetricSettings'], ParentType, ContextType>;
  myAthleteHome?: Resolver<Maybe<ResolversTypes['AthleteHome']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organisation?: Resolver<ResolversTypes['Organisation'], ParentType, ContextType>;
  pitches?: Resolver<Array<ResolversTypes['Pitch']>, ParentType, ContextType>;
  positionChoices?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sessions?: Resolver<ResolversTypes['SessionPage'], ParentType, ContextType, RequireFields<ClubSessionsArgs, 'offset'>>;
  sessionsWithStoredFiles?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['ClubSettings'], ParentType, ContextType>;
  sport?: Resolver<ResolversTypes['Sport'], ParentType, ContextType>;
  sportDefinition?: Resolver<ResolversTypes['SportDefinition'], ParentType, ContextType>;
  squadAthletes?: Resolver<Array<ResolversTypes['Athlete']>, ParentType, ContextType, RequireFields<ClubSquadAthletesArgs, 'includeArchived'>>;
  surveys?: Resolver<Array<ResolversTypes['Survey']>, ParentType, ContextType, RequireFields<ClubSurveysArgs, 'includeArchived'>>;
  suspended?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tagDefinitions?: Resolver<Array<ResolversTypes['TagDefinition']>, ParentType, ContextType>;
  teamWeeklyOverview?: Resolver<Array<ResolversTypes['AthleteWeeklySummary']>, ParentType, ContextType, RequireFields<ClubTeamWeeklyOverviewArgs, 'endTime' | 'startTime'>>;
  unclaimedAthletes?: Resolver<Array<ResolversTypes['Athlete']>, ParentType, ContextType>;
  waitingMembers?: Resolver<Array<ResolversTypes['ClubMember']>, ParentType, ContextType>;
};

export type ClubInviteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClubInvite'] = ResolversParentTypes['ClubInvite']> = {
  athlete?: Resolver<Maybe<ResolversTypes['Athlete']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['ISO8601DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['InviteRole'], ParentType, ContextType>;
};

export type ClubMemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClubMember'] = ResolversParentTypes['ClubMember']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['MemberRole'], ParentType, ContextType>;
  since?: Resolver<ResolversTypes['ISO8601DateTime'], ParentType, ContextType>;
};

export type ClubMemberPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClubMemberPayload'] = ResolversParentTypes['ClubMemberPayload']> = {
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  member?: Resolver<Maybe<ResolversTypes['ClubMember']>, ParentType, ContextType>;
};

export type ClubReprocessingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClubReprocessing'] = ResolversParentTypes['ClubReprocessing']> = {
  clubId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sessionsProcessing?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ClubSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClubSettings'] = ResolversParentTypes['ClubSettings']> = {
  defaultUnitSystem?: Resolver<ResolversTypes['UnitSystem'], ParentType, ContextType>;
  segmentTitles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  suggestedSegmentTitles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wellnessFlagBaselineDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  wellnessFlagStandardDeviations?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ColumnMappingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ColumnMapping'] = ResolversParentTypes['ColumnMapping']> = {
  athleteColumn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  heartRateColumn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  latitudeColumn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  longitudeColumn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  speedColumn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  speedUnit?: Resolver<Maybe<ResolversTypes['SpeedUnit']>, ParentType, ContextType>;
  timeColumn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeFormat?: Resolver<ResolversTypes['ColumnTimeFormat'], ParentType, ContextType>;
  xColumn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  yColumn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CreateSessionPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateSessionPayload'] = ResolversParentTypes['CreateSessionPayload']> = {
  dataProcessing?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  sessionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type CsvPreviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CsvPreview'] = ResolversParentTypes['CsvPreview']> = {
  columns?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  delimiter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rows?: Resolver<Array<Array<ResolversTypes['String']>>, ParentType, ContextType>;
};

export type DashboardDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DashboardDay'] = ResolversParentTypes['DashboardDay']> = {
  avgDistanceM?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sessionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['ISO8601DateTime'], ParentType, ContextType>;
};

export type DatasetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Dataset'] = ResolversParentTypes['Dataset']> = {
  columns?: Resolver<Array<ResolversTypes['DatasetColumn']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['ISO8601DateTime'], ParentType, ContextType>;
  csvTemplateId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  datasetTemplate?: Resolver<Maybe<ResolversTypes['DatasetTemplate']>, ParentType, ContextType>;
  dateFormat?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gridConfig?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  rowCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DatasetStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DatasetColumnResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DatasetColumn'] = ResolversParentTypes['DatasetColumn']> = {
  chartDataType?: Resolver<ResolversTypes['ChartDataType'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
};

export type DatasetPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DatasetPayload'] = ResolversParentTypes['DatasetPayload']> = {
  dataset?: Resolver<Maybe<ResolversTypes['Dataset']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
};

export type DatasetTemplateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DatasetTemplate'] = ResolversParentTypes['DatasetTemplate']> = {
  dateFormat?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DatasetTemplateKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DatasetUpdatedEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DatasetUpdatedEvent'] = ResolversParentTypes['DatasetUpdatedEvent']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DatasetStatus'], ParentType, ContextType>;
};

export type DeletePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeletePayload'] = ResolversParentTypes['DeletePayload']> = {
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type DestroyAthleteGroupPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DestroyAthleteGroupPayload'] = ResolversParentTypes['DestroyAthleteGroupPayload']> = {
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type DestroyFlexibleReportChartsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DestroyFlexibleReportChartsPayload'] = ResolversParentTypes['DestroyFlexibleReportChartsPayload']> = {
  destroyedIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
};

export type DestroyFlexibleReportsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DestroyFlexibleReportsPayload'] = ResolversParentTypes['DestroyFlexibleReportsPayload']> = {
  destroyedIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
};

export type DestroyPitchPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DestroyPitchPayload'] = ResolversParentTypes['DestroyPitchPayload']> = {
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type DestroySessionSegmentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DestroySessionSegmentPayload'] = ResolversParentTypes['DestroySessionSegmentPayload']> = {
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type DestroyTagDefinitionPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DestroyTagDefinitionPayload'] = ResolversParentTypes['DestroyTagDefinitionPayload']> = {
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type DeviceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Device'] = ResolversParentTypes['Device']> = {
  boardName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serialNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signedMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DuplicateFlexibleReportPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DuplicateFlexibleReportPayload'] = ResolversParentTypes['DuplicateFlexibleReportPayload']> = {
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  report?: Resolver<Maybe<ResolversTypes['FlexibleReport']>, ParentType, ContextType>;
};

export type FeatureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Feature'] = ResolversParentTypes['Feature']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['FeatureName'], ParentType, ContextType>;
};

export type FlexibleReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlexibleReport'] = ResolversParentTypes['FlexibleReport']> = {
  clubId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['ISO8601DateTime'], ParentType, ContextType>;
  dataset?: Resolver<ResolversTypes['Dataset'], ParentType, ContextType>;
  datasetStatus?: Resolver<ResolversTypes['DatasetStatus'], ParentType, ContextType>;
  dateFormat?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  ownerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reportCharts?: Resolver<Array<ResolversTypes['FlexibleReportChart']>, ParentType, ContextType, RequireFields<FlexibleReportReportChartsArgs, 'limit' | 'offset'>>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['ISO8601DateTime'], ParentType, ContextType>;
};

export type FlexibleReportChartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlexibleReportChart'] = ResolversParentTypes['FlexibleReportChart']> = {
  chartConfig?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  displayDataLabels?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  filters?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  flexibleReportId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lockVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sortConfig?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['ISO8601DateTime'], ParentType, ContextType>;
};

export type FlexibleReportChartPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlexibleReportChartPayload'] = ResolversParentTypes['FlexibleReportChartPayload']> = {
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  reportChart?: Resolver<Maybe<ResolversTypes['FlexibleReportChart']>, ParentType, ContextType>;
};

export type FlexibleReportPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlexibleReportPayload'] = ResolversParentTypes['FlexibleReportPayload']> = {
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  report?: Resolver<Maybe<ResolversTypes['FlexibleReport']>, ParentType, ContextType>;
};

export interface Iso8601DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['ISO8601DateTime'], any> {
  name: 'ISO8601DateTime';
}

export type ImportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Import'] = ResolversParentTypes['Import']> = {
  club?: Resolver<ResolversTypes['Club'], ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['ImportFile']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  overlappingSessions?: Resolver<Array<ResolversTypes['Session']>, ParentType, ContextType>;
  processed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  proposedEndTime?: Resolver<Maybe<ResolversTypes['ISO8601DateTime']>, ParentType, ContextType>;
  proposedStartTime?: Resolver<Maybe<ResolversTypes['ISO8601DateTime']>, ParentType, ContextType>;
  session?: Resolver<Maybe<ResolversTypes['Session']>, ParentType, ContextType>;
};

export type ImportFileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportFile'] = ResolversParentTypes['ImportFile']> = {
  byteSize?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  columnMapping?: Resolver<Maybe<ResolversTypes['ColumnMapping']>, ParentType, ContextType>;
  csvPreview?: Resolver<Maybe<ResolversTypes['CsvPreview']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  format?: Resolver<Maybe<ResolversTypes['TrackFileFormat']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  problem?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ImportStatus'], ParentType, ContextType>;
  tracks?: Resolver<Array<ResolversTypes['ImportTrack']>, ParentType, ContextType>;
};

export type ImportPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportPayload'] = ResolversParentTypes['ImportPayload']> = {
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  import?: Resolver<Maybe<ResolversTypes['Import']>, ParentType, ContextType>;
};

export type ImportSquadPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportSquadPayload'] = ResolversParentTypes['ImportSquadPayload']> = {
  athletes?: Resolver<Array<ResolversTypes['Athlete']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['SquadImportRow']>, ParentType, ContextType>;
};

export type ImportTrackResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportTrack'] = ResolversParentTypes['ImportTrack']> = {
  athlete?: Resolver<Maybe<ResolversTypes['Athlete']>, ParentType, ContextType>;
  athleteName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deviceSerial?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endTime?: Resolver<ResolversTypes['ISO8601DateTime'], ParentType, ContextType>;
  hasHeartRate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  matchedBy?: Resolver<ResolversTypes['TrackMatchSource'], ParentType, ContextType>;
  problem?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sampleCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shirtNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['ISO8601DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ImportStatus'], ParentType, ContextType>;
};

export type ImportUpdateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportUpdate'] = ResolversParentTypes['ImportUpdate']> = {
  import?: Resolver<Maybe<ResolversTypes['Import']>, ParentType, ContextType>;
  importId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type InviteLinkPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InviteLinkPayload'] = ResolversParentTypes['InviteLinkPayload']> = {
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  invite?: Resolver<Maybe<ResolversTypes['ClubInvite']>, ParentType, ContextType>;
  invitePath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type InviteMemberPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InviteMemberPayload'] = ResolversParentTypes['InviteMemberPayload']> = {
  emailSent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  invite?: Resolver<Maybe<ResolversTypes['ClubInvite']>, ParentType, ContextType>;
  invitePath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outcome?: Resolver<Maybe<ResolversTypes['InviteOutcome']>, ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type JoinLinkPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JoinLinkPayload'] = ResolversParentTypes['JoinLinkPayload']> = {
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  joinPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MarkAllNotificationsReadPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarkAllNotificationsReadPayload'] = ResolversParentTypes['MarkAllNotificationsReadPayload']> = {
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  markedCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type MarkNotificationReadPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarkNotificationReadPayload'] = ResolversParentTypes['MarkNotificationReadPayload']> = {
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  notification?: Resolver<Maybe<ResolversTypes['Notification']>, ParentType, ContextType>;
};

export type MatchDefinitionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MatchDefinition'] = ResolversParentTypes['MatchDefinition']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MatchSessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MatchSession'] = ResolversParentTypes['MatchSession']> = {
  club?: Resolver<ResolversTypes['Club'], ParentType, ContextType>;
  dataProcessing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endTime?: Resolver<ResolversTypes['ISO8601DateTime'], ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['SessionFile']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  matchDefinition?: Resolver<ResolversTypes['MatchDefinition'], ParentType, ContextType>;
  matchSessionMetricSet?: Resolver<Maybe<ResolversTypes['SessionMetricSet']>, ParentType, ContextType>;
  matchSessionPeriods?: Resolver<Array<ResolversTypes['MatchSessionPeriod']>, ParentType, ContextType>;
  opponent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  opponentScore?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pitch?: Resolver<Maybe<ResolversTypes['Pitch']>, ParentType, ContextType>;
  previousSession?: Resolver<Maybe<ResolversTypes['Session']>, ParentType, ContextType>;
  processingProgress?: Resolver<ResolversTypes['SessionProcessingProgress'], ParentType, ContextType>;
  processingWarnings?: Resolver<Array<ResolversTypes['ProcessingWarning']>, ParentType, ContextType>;
  score?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sessionMetricSet?: Resolver<Maybe<ResolversTypes['SessionMetricSet']>, ParentType, ContextType>;
  sessionParticipations?: Resolver<Array<ResolversTypes['SessionParticipation']>, ParentType, ContextType, Partial<MatchSessionSessionParticipationsArgs>>;
  startTime?: Resolver<ResolversTypes['ISO8601DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MatchSessionPeriodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MatchSessionPeriod'] = ResolversParentTypes['MatchSessionPeriod']> = {
  endTime?: Resolver<ResolversTypes['ISO8601DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  metricSet?: Resolver<Maybe<ResolversTypes['SessionMetricSet']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['ISO8601DateTime'], ParentType, ContextType>;
};

export type MetricSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MetricSettings'] = ResolversParentTypes['MetricSettings']> = {
  accelerationThresholdMps2?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  algorithmVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  highIntensitySpeedKph?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  individualSpeedZones?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  speedZoneBoundsKph?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
  sprintSpeedKph?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addSurveyQuestion?: Resolver<ResolversTypes['SurveyPayload'], ParentType, ContextType, RequireFields<MutationAddSurveyQuestionArgs, 'question' | 'surveyId'>>;
  adminCreateClub?: Resolver<ResolversTypes['AdminClubPayload'], ParentType, ContextType, RequireFields<MutationAdminCreateClubArgs, 'input'>>;
  adminCreatePasswordResetLink?: Resolver<ResolversTypes['PasswordResetLinkPayload'], ParentType, ContextType, RequireFields<MutationAdminCreatePasswordResetLinkArgs, 'personId'>>;
  adminReprocessSession?: Resolver<ResolversTypes['SessionDiagnosticsPayload'], ParentType, ContextType, RequireFields<MutationAdminReprocessSessionArgs, 'sessionId'>>;
  adminRetryJob?: Resolver<ResolversTypes['AdminJobPayload'], ParentType, ContextType, RequireFields<MutationAdminRetryJobArgs, 'jobId'>>;
  adminSetClubSuspended?: Resolver<ResolversTypes['AdminClubPayload'], ParentType, ContextType, RequireFields<MutationAdminSetClubSuspendedArgs, 'clubId' | 'suspended'>>;
  adminSetFeatureSwitch?: Resolver<ResolversTypes['AdminClubPayload'], ParentType, ContextType, RequireFields<MutationAdminSetFeatureSwitchArgs, 'clubId' | 'enabled' | 'name'>>;
  adminSetSubscription?: Resolver<ResolversTypes['AdminClubPayload'], ParentType, ContextType, RequireFields<MutationAdminSetSubscriptionArgs, 'clubId' | 'input'>>;
  adminSetTouchlineStaff?: Resolver<ResolversTypes['AdminPersonPayload'], ParentType, ContextType, RequireFields<MutationAdminSetTouchlineStaffArgs, 'personId' | 'touchlineStaff'>>;
  approveMember?: Resolver<ResolversTypes['ClubMemberPayload'], ParentType, ContextType, RequireFields<MutationApproveMemberArgs, 'id'>>;
  archiveAthlete?: Resolver<ResolversTypes['AthletePayload'], ParentType, ContextType, RequireFields<MutationArchiveAthleteArgs, 'id'>>;
  archiveSurvey?: Resolver<ResolversTypes['SurveyPayload'], ParentType, ContextType, RequireFields<MutationArchiveSurveyArgs, 'id'>>;
  createAthlete?: Resolver<ResolversTypes['AthletePayload'], ParentType, ContextType, RequireFields<MutationCreateAthleteArgs, 'attributes' | 'clubId'>>;
  createAthleteGroup?: Resolver<ResolversTypes['AthleteGroupPayload'], ParentType, ContextType, RequireFields<MutationCreateAthleteGroupArgs, 'attributes' | 'clubId'>>;
  createDataset?: Resolver<ResolversTypes['DatasetPayload'], ParentType, ContextType, RequireFields<MutationCreateDatasetArgs, 'attributes'>>;
  createFlexibleReport?: Resolver<ResolversTypes['FlexibleReportPayload'], ParentType, ContextType, RequireFields<MutationCreateFlexibleReportArgs, 'attributes'>>;
  createFlexibleReportChart?: Resolver<ResolversTypes['FlexibleReportChartPayload'], ParentType, ContextType, RequireFields<MutationCreateFlexibleReportChartArgs, 'attributes'>>;
  createImport?: Resolver<ResolversTypes['ImportPayload'], ParentType, ContextType, RequireFields<MutationCreateImportArgs, 'clubId'>>;
  createPitch?: Resolver<ResolversTypes['PitchPayload'], ParentType, ContextType, RequireFields<MutationCreatePitchArgs, 'clubId' | 'input'>>;
  createSession?: Resolver<ResolversTypes['CreateSessionPayload'], ParentType, ContextType, RequireFields<MutationCreateSessionArgs, 'input'>>;
  createSessionSegment?: Resolver<ResolversTypes['SessionSegmentPayload'], ParentType, ContextType, RequireFields<MutationCreateSessionSegmentArgs, 'attributes'>>;
  createSurvey?: Resolver<ResolversTypes['SurveyPayload'], ParentType, ContextType, RequireFields<MutationCreateSurveyArgs, 'clubId' | 'title'>>;
  createSurveyTimer?: Resolver<ResolversTypes['SurveyPayload'], ParentType, ContextType, RequireFields<MutationCreateSurveyTimerArgs, 'surveyId' | 'timer'>>;
  createTagDefinition?: Resolver<ResolversTypes['TagDefinitionPayload'], ParentType, ContextType, RequireFields<MutationCreateTagDefinitionArgs, 'clubId' | 'input'>>;
  declineMember?: Resolver<ResolversTypes['RemovedMemberPayload'], ParentType, ContextType, RequireFields<MutationDeclineMemberArgs, 'id'>>;
  deleteSession?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteSessionArgs, 'id'>>;
  deleteSurveyTimer?: Resolver<ResolversTypes['SurveyPayload'], ParentType, ContextType, RequireFields<MutationDeleteSurveyTimerArgs, 'id'>>;
  destroyAthleteGroup?: Resolver<ResolversTypes['DestroyAthleteGroupPayload'], ParentType, ContextType, RequireFields<MutationDestroyAthleteGroupArgs, 'id'>>;
  destroyFlexibleReportCharts?: Resolver<ResolversTypes['DestroyFlexibleReportChartsPayload'], ParentType, ContextType, RequireFields<MutationDestroyFlexibleReportChartsArgs, 'chartIds'>>;
  destroyFlexibleReports?: Resolver<ResolversTypes['DestroyFlexibleReportsPayload'], ParentType, ContextType, RequireFields<MutationDestroyFlexibleReportsArgs, 'reportIds'>>;
  destroyPitch?: Resolver<ResolversTypes['DestroyPitchPayload'], ParentType, ContextType, RequireFields<MutationDestroyPitchArgs, 'id'>>;
  destroySessionSegment?: Resolver<ResolversTypes['DestroySessionSegmentPayload'], ParentType, ContextType, RequireFields<MutationDestroySessionSegmentArgs, 'id'>>;
  destroyTagDefinition?: Resolver<ResolversTypes['DestroyTagDefinitionPayload'], ParentType, ContextType, RequireFields<MutationDestroyTagDefinitionArgs, 'id'>>;
  duplicateFlexibleReport?: Resolver<ResolversTypes['DuplicateFlexibleReportPayload'], ParentType, ContextType, RequireFields<MutationDuplicateFlexibleReportArgs, 'clubId' | 'id'>>;
  importSquad?: Resolver<ResolversTypes['ImportSquadPayload'], ParentType, ContextType, RequireFields<MutationImportSquadArgs, 'clubId' | 'confirm' | 'header' | 'lines'>>;
  inviteMember?: Resolver<ResolversTypes['InviteMemberPayload'], ParentType, ContextType, RequireFields<MutationInviteMemberArgs, 'input'>>;
  mapImportFileColumns?: Resolver<ResolversTypes['ImportPayload'], ParentType, ContextType, RequireFields<MutationMapImportFileColumnsArgs, 'fileId' | 'mapping'>>;
  markAllNotificationsRead?: Resolver<ResolversTypes['MarkAllNotificationsReadPayload'], ParentType, ContextType>;
  markNotificationRead?: Resolver<ResolversTypes['MarkNotificationReadPayload'], ParentType, ContextType, RequireFields<MutationMarkNotificationReadArgs, 'id'>>;
  moveSurveyQuestion?: Resolver<ResolversTypes['SurveyPayload'], ParentType, ContextType, RequireFields<MutationMoveSurveyQuestionArgs, 'id' | 'position'>>;
  processImport?: Resolver<ResolversTypes['ImportPayload'], ParentType, ContextType, RequireFields<MutationProcessImportArgs, 'importId' | 'session'>>;
  remindSurveyRecipients?: Resolver<ResolversTypes['RemindSurveyRecipientsPayload'], ParentType, ContextType, RequireFields<MutationRemindSurveyRecipientsArgs, 'distributionId'>>;
  removeImportFile?: Resolver<ResolversTypes['ImportPayload'], ParentType, ContextType, RequireFields<MutationRemoveImportFileArgs, 'fileId'>>;
  removeMember?: Resolver<ResolversTypes['RemovedMemberPayload'], ParentType, ContextType, RequireFields<MutationRemoveMemberArgs, 'id'>>;
  removeSessionFile?: Resolver<ResolversTypes['SessionPayload'], ParentType, ContextType, RequireFields<MutationRemoveSessionFileArgs, 'id'>>;
  removeSurveyQuestion?: Resolver<ResolversTypes['SurveyPayload'], ParentType, ContextType, RequireFields<MutationRemoveSurveyQuestionArgs, 'id'>>;
  renewInviteLink?: Resolver<ResolversTypes['InviteLinkPayload'], ParentType, ContextType, RequireFields<MutationRenewInviteLinkArgs, 'id'>>;
  renewJoinLink?: Resolver<ResolversTypes['JoinLinkPayload'], ParentType, ContextType, RequireFields<MutationRenewJoinLinkArgs, 'clubId'>>;
  reprocessSessionFile?: Resolver<ResolversTypes['SessionPayload'], ParentType, ContextType, RequireFields<MutationReprocessSessionFileArgs, 'id'>>;
  restoreAthlete?: Resolver<ResolversTypes['AthletePayload'], ParentType, ContextType, RequireFields<MutationRestoreAthleteArgs, 'id'>>;
  restoreSurvey?: Resolver<ResolversTypes['SurveyPayload'], ParentType, ContextType, RequireFields<MutationRestoreSurveyArgs, 'id'>>;
  revokeInvite?: Resolver<ResolversTypes['RemovedMemberPayload'], ParentType, ContextType, RequireFields<MutationRevokeInviteArgs, 'id'>>;
  sendSurveyNow?: Resolver<ResolversTypes['SendSurveyNowPayload'], ParentType, ContextType, RequireFields<MutationSendSurveyNowArgs, 'recipients' | 'surveyId'>>;
  setImportTrackAthlete?: Resolver<ResolversTypes['ImportPayload'], ParentType, ContextType, RequireFields<MutationSetImportTrackAthleteArgs, 'trackId'>>;
  setSurveyQuestionHidden?: Resolver<ResolversTypes['SurveyPayload'], ParentType, ContextType, RequireFields<MutationSetSurveyQuestionHiddenArgs, 'hidden' | 'id'>>;
  submitSurveyAnswer?: Resolver<ResolversTypes['SubmitSurveyAnswerPayload'], ParentType, ContextType, RequireFields<MutationSubmitSurveyAnswerArgs, 'answers' | 'distributionId'>>;
  subscribeToPush?: Resolver<ResolversTypes['SubscribeToPushPayload'], ParentType, ContextType, RequireFields<MutationSubscribeToPushArgs, 'subscription'>>;
  unsubscribeFromPush?: Resolver<ResolversTypes['UnsubscribeFromPushPayload'], ParentType, ContextType, RequireFields<MutationUnsubscribeFromPushArgs, 'endpoint'>>;
  updateAthlete?: Resolver<ResolversTypes['AthletePayload'], ParentType, ContextType, RequireFields<MutationUpdateAthleteArgs, 'attributes' | 'id'>>;
  updateAthleteGroup?: Resolver<ResolversTypes['AthleteGroupPayload'], ParentType, ContextType, RequireFields<MutationUpdateAthleteGroupArgs, 'attributes' | 'id'>>;
  updateClubSettings?: Resolver<ResolversTypes['UpdateClubSettingsPayload'], ParentType, ContextType, RequireFields<MutationUpdateClubSettingsArgs, 'clubId' | 'input'>>;
  updateDataset?: Resolver<ResolversTypes['DatasetPayload'], ParentType, ContextType, RequireFields<MutationUpdateDatasetArgs, 'attributes' | 'id'>>;
  updateFlexibleReport?: Resolver<ResolversTypes['FlexibleReportPayload'], ParentType, ContextType, RequireFields<MutationUpdateFlexibleReportArgs, 'attributes' | 'id'>>;
  updateFlexibleReportChart?: Resolver<ResolversTypes['FlexibleReportChartPayload'], ParentType, ContextType, RequireFields<MutationUpdateFlexibleReportChartArgs, 'attributes' | 'id'>>;
  updateFlexibleReportChartPosition?: Resolver<ResolversTypes['FlexibleReportChartPayload'], ParentType, ContextType, RequireFields<MutationUpdateFlexibleReportChartPositionArgs, 'id' | 'position'>>;
  updateMemberRole?: Resolver<ResolversTypes['ClubMemberPayload'], ParentType, ContextType, RequireFields<MutationUpdateMemberRoleArgs, 'id' | 'role'>>;
  updateMetricSettings?: Resolver<ResolversTypes['UpdateMetricSettingsPayload'], ParentType, ContextType, RequireFields<MutationUpdateMetricSettingsArgs, 'input'>>;
  updateNotificationPreference?: Resolver<ResolversTypes['UpdateNotificationPreferencePayload'], ParentType, ContextType, RequireFields<MutationUpdateNotificationPreferenceArgs, 'input'>>;
  updatePitch?: Resolver<ResolversTypes['PitchPayload'], ParentType, ContextType, RequireFields<MutationUpdatePitchArgs, 'id' | 'input'>>;
  updateSession?: Resolver<ResolversTypes['SessionPayload'], ParentType, ContextType, RequireFields<MutationUpdateSessionArgs, 'input'>>;
  updateSessionParticipations?: Resolver<ResolversTypes['UpdateSessionParticipationsPayload'], ParentType, ContextType, RequireFields<MutationUpdateSessionParticipationsArgs, 'participations'>>;
  updateSessionSegment?: Resolver<ResolversTypes['SessionSegmentPayload'], ParentType, ContextType, RequireFields<MutationUpdateSessionSegmentArgs, 'id' | 'patch'>>;
  updateSessionSegments?: Resolver<ResolversTypes['SessionSegmentsPayload'], ParentType, ContextType, RequireFields<MutationUpdateSessionSegmentsArgs, 'patches'>>;
  updateSurvey?: Resolver<ResolversTypes['SurveyPayload'], ParentType, ContextType, RequireFields<MutationUpdateSurveyArgs, 'id' | 'title'>>;
  updateSurveyQuestion?: Resolver<ResolversTypes['SurveyPayload'], ParentType, ContextType, RequireFields<MutationUpdateSurveyQuestionArgs, 'id' | 'question'>>;
  updateSurveyTimer?: Resolver<ResolversTypes['SurveyPayload'], ParentType, ContextType, RequireFields<MutationUpdateSurveyTimerArgs, 'id' | 'timer'>>;
  updateTagDefinition?: Resolver<ResolversTypes['TagDefinitionPayload'], ParentType, ContextType, RequireFields<MutationUpdateTagDefinitionArgs, 'id' | 'input'>>;
  updateUnitSystem?: Resolver<ResolversTypes['UpdateUnitSystemPayload'], ParentType, ContextType, RequireFields<MutationUpdateUnitSystemArgs, 'unitSystem'>>;
};

export type MutationErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MutationError'] = ResolversParentTypes['MutationError']> = {
  fullMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  path?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MySurveyDistributionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MySurveyDistribution'] = ResolversParentTypes['MySurveyDistribution']> = {
  answer?: Resolver<Maybe<ResolversTypes['SurveyAnswer']>, ParentType, ContextType>;
  clubId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  distributedAt?: Resolver<ResolversTypes['ISO8601DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sessionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  survey?: Resolver<ResolversTypes['Survey'], ParentType, ContextType>;
};

export type NotificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  createdAt?: Resolver<ResolversTypes['ISO8601DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readAt?: Resolver<Maybe<ResolversTypes['ISO8601DateTime']>, ParentType, ContextType>;
  sentence?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['NotificationType'], ParentType, ContextType>;
};

export type NotificationPreferenceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationPreference'] = ResolversParentTypes['NotificationPreference']> = {
  email?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  push?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['NotificationType'], ParentType, ContextType>;
};

export type NotificationSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationSettings'] = ResolversParentTypes['NotificationSettings']> = {
  emailAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  preferences?: Resolver<Array<ResolversTypes['NotificationPreference']>, ParentType, ContextType>;
  pushAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OrganisationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Organisation'] = ResolversParentTypes['Organisation']> = {
  activeSubscription?: Resolver<Maybe<ResolversTypes['BillingSubscription']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PasswordResetLinkPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PasswordResetLinkPayload'] = ResolversParentTypes['PasswordResetLinkPayload']> = {
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PeakDemandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PeakDemand'] = ResolversParentTypes['PeakDemand']> = {
  accelerationsDecelerations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  accelerationsDecelerationsStartTime?: Resolver<Maybe<ResolversTypes['ISO8601DateTime']>, ParentType, ContextType>;
  distanceM?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  distanceStartTime?: Resolver<Maybe<ResolversTypes['ISO8601DateTime']>, ParentType, ContextType>;
  highIntensityDistanceM?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  highIntensityStartTime?: Resolver<Maybe<ResolversTypes['ISO8601DateTime']>, ParentType, ContextType>;
  windowMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PermissionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Permission'] = ResolversParentTypes['Permission']> = {
  permitted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PersonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Person'] = ResolversParentTypes['Person']> = {
  athlete?: Resolver<Maybe<ResolversTypes['Athlete']>, ParentType, ContextType, RequireFields<PersonAthleteArgs, 'clubId'>>;
  clubs?: Resolver<Array<ResolversTypes['Club']>, ParentType, ContextType, Partial<PersonClubsArgs>>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  initials?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profilePicture?: Resolver<Maybe<ResolversTypes['ProfilePicture']>, ParentType, ContextType>;
  staff?: Resolver<Maybe<ResolversTypes['Staff']>, ParentType, ContextType, RequireFields<PersonStaffArgs, 'clubId'>>;
  subscription?: Resolver<Maybe<ResolversTypes['BillingSubscription']>, ParentType, ContextType>;
  touchlineStaff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unitSystem?: Resolver<ResolversTypes['UnitSystem'], ParentType, ContextType>;
};

export type PersonalBestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PersonalBest'] = ResolversParentTypes['PersonalBest']> = {
  metric?: Resolver<ResolversTypes['PersonalBestMetric'], ParentType, ContextType>;
  session?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PitchResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Pitch'] = ResolversParentTypes['Pitch']> = {
  bearingDeg?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  centreLatDeg?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  centreLonDeg?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lengthM?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pitchBackgroundUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sessionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  widthM?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PitchPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PitchPayload'] = ResolversParentTypes['PitchPayload']> = {
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  pitch?: Resolver<Maybe<ResolversTypes['Pitch']>, ParentType, ContextType>;
};

export type ProcessingWarningResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProcessingWarning'] = ResolversParentTypes['ProcessingWarning']> = {
  athlete?: Resolver<Maybe<ResolversTypes['Athlete']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['ProcessingWarningCode'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProcessingWarningDiagnosticsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProcessingWarningDiagnostics'] = ResolversParentTypes['ProcessingWarningDiagnostics']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProfilePictureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProfilePicture'] = ResolversParentTypes['ProfilePicture']> = {
  thumbnailUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  admin?: Resolver<Maybe<ResolversTypes['AdminFunctions']>, ParentType, ContextType>;
  club?: Resolver<Maybe<ResolversTypes['Club']>, ParentType, ContextType, RequireFields<QueryClubArgs, 'id'>>;
  currentPerson?: Resolver<ResolversTypes['Person'], ParentType, ContextType>;
  dataset?: Resolver<Maybe<ResolversTypes['Dataset']>, ParentType, ContextType, RequireFields<QueryDatasetArgs, 'id'>>;
  device?: Resolver<ResolversTypes['Device'], ParentType, ContextType, RequireFields<QueryDeviceArgs, 'boardName' | 'message' | 'serialNumber'>>;
  feature?: Resolver<ResolversTypes['Feature'], ParentType, ContextType, RequireFields<QueryFeatureArgs, 'clubId' | 'name'>>;
  fetchDataset?: Resolver<Array<ResolversTypes['Dataset']>, ParentType, ContextType, RequireFields<QueryFetchDatasetArgs, 'datasetIds'>>;
  flexibleReport?: Resolver<Maybe<ResolversTypes['FlexibleReport']>, ParentType, ContextType, RequireFields<QueryFlexibleReportArgs, 'id'>>;
  getDatasetTemplates?: Resolver<Array<ResolversTypes['DatasetTemplate']>, ParentType, ContextType, RequireFields<QueryGetDatasetTemplatesArgs, 'ownerId' | 'ownerType'>>;
  import?: Resolver<Maybe<ResolversTypes['Import']>, ParentType, ContextType, RequireFields<QueryImportArgs, 'id'>>;
  myNotifications?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType, RequireFields<QueryMyNotificationsArgs, 'limit' | 'offset'>>;
  mySurveyDistributions?: Resolver<Array<ResolversTypes['MySurveyDistribution']>, ParentType, ContextType, RequireFields<QueryMySurveyDistributionsArgs, 'limit'>>;
  notificationSettings?: Resolver<ResolversTypes['NotificationSettings'], ParentType, ContextType>;
  permission?: Resolver<ResolversTypes['Permission'], ParentType, ContextType, RequireFields<QueryPermissionArgs, 'requestedAction' | 'subject'>>;
  segment?: Resolver<Maybe<ResolversTypes['Segment']>, ParentType, ContextType, RequireFields<QuerySegmentArgs, 'id'>>;
  session?: Resolver<Maybe<ResolversTypes['Session']>, ParentType, ContextType, RequireFields<QuerySessionArgs, 'id'>>;
  surveyCompletionBoard?: Resolver<Array<ResolversTypes['SurveyCompletion']>, ParentType, ContextType, RequireFields<QuerySurveyCompletionBoardArgs, 'clubId' | 'date'>>;
  unreadNotificationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vapidPublicKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wellnessFlags?: Resolver<Array<ResolversTypes['WellnessFlag']>, ParentType, ContextType, RequireFields<QueryWellnessFlagsArgs, 'clubId' | 'date'>>;
};

export type QueueDepthResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QueueDepth'] = ResolversParentTypes['QueueDepth']> = {
  active?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  completed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  queue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  retry?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RawTrackDiagnosticsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RawTrackDiagnostics'] = ResolversParentTypes['RawTrackDiagnostics']> = {
  athleteName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstSampleAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gapCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  importer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastSampleAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  longestGapSeconds?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  processedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sampleCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  samplingRateHz?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['ProcessingWarningDiagnostics']>, ParentType, ContextType>;
};

export type RemindSurveyRecipientsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RemindSurveyRecipientsPayload'] = ResolversParentTypes['RemindSurveyRecipientsPayload']> = {
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  reminded?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type RemovedMemberPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RemovedMemberPayload'] = ResolversParentTypes['RemovedMemberPayload']> = {
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  removedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type SampledHeartRateSeriesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SampledHeartRateSeries'] = ResolversParentTypes['SampledHeartRateSeries']> = {
  intervalMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  packedValues?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['ISO8601DateTime'], ParentType, ContextType>;
};

export type SampledSpeedSeriesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SampledSpeedSeries'] = ResolversParentTypes['SampledSpeedSeries']> = {
  intervalMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  packedValues?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['ISO8601DateTime'], ParentType, ContextType>;
  values?: Resolver<Array<Maybe<ResolversTypes['Float']>>, ParentType, ContextType>;
};

export type SegmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Segment'] = ResolversParentTypes['Segment']> = {
  clippedTimePeriodsByAthlete?: Resolver<Array<ResolversTypes['AthleteClippedTimePeriods']>, ParentType, ContextType>;
  endTime?: Resolver<ResolversTypes['ISO8601DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lockVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  metricsProcessing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  segmentMetricSet?: Resolver<Maybe<ResolversTypes['SegmentMetricSet']>, ParentType, ContextType>;
  segmentParticipations?: Resolver<Array<ResolversTypes['SegmentParticipation']>, ParentType, ContextType>;
  session?: Resolver<ResolversTypes['TrainingSession'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['ISO8601DateTime'], ParentType, ContextType>;
  tagDefinitionIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['TagDefinition']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SegmentMetricSetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SegmentMetricSet'] = ResolversParentTypes['SegmentMetricSet']> = {
  avgAccelerationEvents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  avgAvgSpeedKph?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  avgDecelerationEvents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  avgHighIntensityEvents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  avgMaxSpeedKph?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  avgMetresPerMinute?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  avgSprintEvents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  avgTotalDistanceM?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  avgTotalHighIntensityDistanceM?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  avgTotalSprintDistanceM?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  participantsWithData?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  participantsWithoutData?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalDistanceM?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalHighIntensityDistanceM?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalSprintDistanceM?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type SegmentParticipationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SegmentParticipation'] = ResolversParentTypes['SegmentParticipation']> = {
  athlete?: Resolver<ResolversTypes['Athlete'], ParentType, ContextType>;
  athleteMetricSet?: Resolver<Maybe<ResolversTypes['AthleteMetricSet']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  matchPeakDemands?: Resolver<Array<ResolversTypes['PeakDemand']>, ParentType, ContextType>;
  sessionParticipation?: Resolver<ResolversTypes['SessionParticipation'], ParentType, ContextType>;
  tagDefinitionIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type SegmentsUpdatedEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SegmentsUpdatedEvent'] = ResolversParentTypes['SegmentsUpdatedEvent']> = {
  change?: Resolver<ResolversTypes['SegmentChange'], ParentType, ContextType>;
  segment?: Resolver<Maybe<ResolversTypes['Segment']>, ParentType, ContextType>;
  segmentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SendSurveyNowPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SendSurveyNowPayload'] = ResolversParentTypes['SendSurveyNowPayload']> = {
  distributionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  recipientCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type SessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = {
  __resolveType: TypeResolveFn<'MatchSession' | 'TrainingSession', ParentType, ContextType>;
};

export type SessionDiagnosticsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SessionDiagnostics'] = ResolversParentTypes['SessionDiagnostics']> = {
  clubName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dataProcessing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  jobs?: Resolver<Array<ResolversTypes['AdminJob']>, ParentType, ContextType>;
  rawTracks?: Resolver<Array<ResolversTypes['RawTrackDiagnostics']>, ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sessionWarnings?: Resolver<Array<ResolversTypes['ProcessingWarningDiagnostics']>, ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SessionDiagnosticsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SessionDiagnosticsPayload'] = ResolversParentTypes['SessionDiagnosticsPayload']> = {
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  sessionDiagnostics?: Resolver<Maybe<ResolversTypes['SessionDiagnostics']>, ParentType, ContextType>;
};

export type SessionFileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SessionFile'] = ResolversParentTypes['SessionFile']> = {
  byteSize?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['TrackFileFormat'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tracks?: Resolver<Array<ResolversTypes['ImportTrack']>, ParentType, ContextType>;
  uploadedAt?: Resolver<ResolversTypes['ISO8601DateTime'], ParentType, ContextType>;
};

export type SessionMetricSetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SessionMetricSet'] = ResolversParentTypes['SessionMetricSet']> = {
  avgAvgSpeedKph?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  avgDistanceM?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  avgDistanceMOverTime?: Resolver<Array<ResolversTypes['TimedValue']>, ParentType, ContextType>;
  avgHighIntensityEvents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  avgHighIntensityRunDistanceM?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  avgMaxSpeedKph?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  avgMetresPerMinute?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  avgSprintDistanceM?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  avgSprintEvents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  avgTotalDistanceM?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  avgTotalHighIntensityDistanceM?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  avgTotalSprintDistanceM?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  participantsWithData?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  participantsWithoutData?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalDistanceM?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalHighIntensityDistanceM?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalSprintDistanceM?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type SessionPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SessionPage'] = ResolversParentTypes['SessionPage']> = {
  nextOffset?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Session']>, ParentType, ContextType>;
};

export type SessionParticipationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SessionParticipation'] = ResolversParentTypes['SessionParticipation']> = {
  athlete?: Resolver<ResolversTypes['Athlete'], ParentType, ContextType>;
  athleteMetricSet?: Resolver<Maybe<ResolversTypes['AthleteMetricSet']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  matchAverage?: Resolver<Maybe<ResolversTypes['AthleteMatchAverage']>, ParentType, ContextType>;
  periodMetricSets?: Resolver<Array<ResolversTypes['AthleteMetricSet']>, ParentType, ContextType>;
  processingWarnings?: Resolver<Array<ResolversTypes['ProcessingWarning']>, ParentType, ContextType>;
  tagDefinitionIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type SessionPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SessionPayload'] = ResolversParentTypes['SessionPayload']> = {
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  session?: Resolver<Maybe<ResolversTypes['Session']>, ParentType, ContextType>;
};

export type SessionProcessingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SessionProcessing'] = ResolversParentTypes['SessionProcessing']> = {
  dataProcessing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  processingProgress?: Resolver<ResolversTypes['SessionProcessingProgress'], ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SessionProcessingProgressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SessionProcessingProgress'] = ResolversParentTypes['SessionProcessingProgress']> = {
  done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SessionSegmentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SessionSegmentPayload'] = ResolversParentTypes['SessionSegmentPayload']> = {
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  segment?: Resolver<Maybe<ResolversTypes['Segment']>, ParentType, ContextType>;
};

export type SessionSegmentsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SessionSegmentsPayload'] = ResolversParentTypes['SessionSegmentsPayload']> = {
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  segments?: Resolver<Array<ResolversTypes['Segment']>, ParentType, ContextType>;
};

export type SessionsChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SessionsChange'] = ResolversParentTypes['SessionsChange']> = {
  clubId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  session?: Resolver<Maybe<ResolversTypes['Session']>, ParentType, ContextType>;
  sessionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type SpeedBinValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SpeedBinValue'] = ResolversParentTypes['SpeedBinValue']> = {
  endExclusive?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type SportDefinitionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SportDefinition'] = ResolversParentTypes['SportDefinition']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isIndoor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SquadImportRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SquadImportRow'] = ResolversParentTypes['SquadImportRow']> = {
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StaffResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Staff'] = ResolversParentTypes['Staff']> = {
  admin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SubmitSurveyAnswerPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubmitSurveyAnswerPayload'] = ResolversParentTypes['SubmitSurveyAnswerPayload']> = {
  answer?: Resolver<Maybe<ResolversTypes['SurveyAnswer']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
};

export type SubscribeToPushPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubscribeToPushPayload'] = ResolversParentTypes['SubscribeToPushPayload']> = {
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  subscribed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  clubReprocessing?: SubscriptionResolver<ResolversTypes['ClubReprocessing'], "clubReprocessing", ParentType, ContextType, RequireFields<SubscriptionClubReprocessingArgs, 'clubId'>>;
  clubUpdated?: SubscriptionResolver<ResolversTypes['Club'], "clubUpdated", ParentType, ContextType, RequireFields<SubscriptionClubUpdatedArgs, 'clubId'>>;
  datasetUpdatedEvent?: SubscriptionResolver<ResolversTypes['DatasetUpdatedEvent'], "datasetUpdatedEvent", ParentType, ContextType, RequireFields<SubscriptionDatasetUpdatedEventArgs, 'id'>>;
  importUpdated?: SubscriptionResolver<ResolversTypes['ImportUpdate'], "importUpdated", ParentType, ContextType, RequireFields<SubscriptionImportUpdatedArgs, 'importId'>>;
  membersUpdated?: SubscriptionResolver<ResolversTypes['Club'], "membersUpdated", ParentType, ContextType, RequireFields<SubscriptionMembersUpdatedArgs, 'clubId'>>;
  notificationReceived?: SubscriptionResolver<ResolversTypes['Notification'], "notificationReceived", ParentType, ContextType>;
  segmentsUpdated?: SubscriptionResolver<ResolversTypes['SegmentsUpdatedEvent'], "segmentsUpdated", ParentType, ContextType, RequireFields<SubscriptionSegmentsUpdatedArgs, 'sessionId'>>;
  sessionProcessed?: SubscriptionResolver<ResolversTypes['SessionProcessing'], "sessionProcessed", ParentType, ContextType, RequireFields<SubscriptionSessionProcessedArgs, 'sessionId'>>;
  sessionsChanged?: SubscriptionResolver<ResolversTypes['SessionsChange'], "sessionsChanged", ParentType, ContextType, RequireFields<SubscriptionSessionsChangedArgs, 'clubId'>>;
  squadUpdated?: SubscriptionResolver<ResolversTypes['Club'], "squadUpdated", ParentType, ContextType, RequireFields<SubscriptionSquadUpdatedArgs, 'clubId'>>;
};

export type SurveyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Survey'] = ResolversParentTypes['Survey']> = {
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['SurveyQuestion']>, ParentType, ContextType>;
  timers?: Resolver<Array<ResolversTypes['SurveyTimer']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SurveyAnswerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SurveyAnswer'] = ResolversParentTypes['SurveyAnswer']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  replacedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  submittedAt?: Resolver<ResolversTypes['ISO8601DateTime'], ParentType, ContextType>;
  values?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
};

export type SurveyCompletionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SurveyCompletion'] = ResolversParentTypes['SurveyCompletion']> = {
  distributedAt?: Resolver<ResolversTypes['ISO8601DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recipients?: Resolver<Array<ResolversTypes['SurveyRecipientStatus']>, ParentType, ContextType>;
  sessionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  survey?: Resolver<ResolversTypes['Survey'], ParentType, ContextType>;
};

export type SurveyPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SurveyPayload'] = ResolversParentTypes['SurveyPayload']> = {
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  survey?: Resolver<Maybe<ResolversTypes['Survey']>, ParentType, ContextType>;
};

export type SurveyQuestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SurveyQuestion'] = ResolversParentTypes['SurveyQuestion']> = {
  choices?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SurveyQuestionKind'], ParentType, ContextType>;
  max?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  maxLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  metric?: Resolver<Maybe<ResolversTypes['SurveyMetric']>, ParentType, ContextType>;
  min?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  minLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  prompt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SurveyRecipientStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SurveyRecipientStatus'] = ResolversParentTypes['SurveyRecipientStatus']> = {
  answeredAt?: Resolver<Maybe<ResolversTypes['ISO8601DateTime']>, ParentType, ContextType>;
  athlete?: Resolver<ResolversTypes['Athlete'], ParentType, ContextType>;
  remindedAt?: Resolver<Maybe<ResolversTypes['ISO8601DateTime']>, ParentType, ContextType>;
};

export type SurveyTimerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SurveyTimer'] = ResolversParentTypes['SurveyTimer']> = {
  allAthletes?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  athleteGroupIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  athleteIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SurveyTimerKind'], ParentType, ContextType>;
  localTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  offsetMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SystemHealthResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemHealth'] = ResolversParentTypes['SystemHealth']> = {
  databaseSizeBytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  failedJobs?: Resolver<Array<ResolversTypes['AdminJob']>, ParentType, ContextType>;
  liveWorkers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  queues?: Resolver<Array<ResolversTypes['QueueDepth']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TagDefinitionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TagDefinition'] = ResolversParentTypes['TagDefinition']> = {
  colour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validTaggableTypes?: Resolver<Array<ResolversTypes['TaggableType']>, ParentType, ContextType>;
};

export type TagDefinitionPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TagDefinitionPayload'] = ResolversParentTypes['TagDefinitionPayload']> = {
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  tagDefinition?: Resolver<Maybe<ResolversTypes['TagDefinition']>, ParentType, ContextType>;
};

export type TimedValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TimedValue'] = ResolversParentTypes['TimedValue']> = {
  endTime?: Resolver<ResolversTypes['ISO8601DateTime'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type TrainingSessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TrainingSession'] = ResolversParentTypes['TrainingSession']> = {
  club?: Resolver<ResolversTypes['Club'], ParentType, ContextType>;
  dataProcessing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endTime?: Resolver<ResolversTypes['ISO8601DateTime'], ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['SessionFile']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pitch?: Resolver<Maybe<ResolversTypes['Pitch']>, ParentType, ContextType>;
  previousSession?: Resolver<Maybe<ResolversTypes['Session']>, ParentType, ContextType>;
  processingProgress?: Resolver<ResolversTypes['SessionProcessingProgress'], ParentType, ContextType>;
  processingWarnings?: Resolver<Array<ResolversTypes['ProcessingWarning']>, ParentType, ContextType>;
  segments?: Resolver<Array<ResolversTypes['Segment']>, ParentType, ContextType>;
  sessionMetricSet?: Resolver<Maybe<ResolversTypes['SessionMetricSet']>, ParentType, ContextType>;
  sessionParticipations?: Resolver<Array<ResolversTypes['SessionParticipation']>, ParentType, ContextType, Partial<TrainingSessionSessionParticipationsArgs>>;
  startTime?: Resolver<ResolversTypes['ISO8601DateTime'], ParentType, ContextType>;
  trainingSessionMetricSet?: Resolver<Maybe<ResolversTypes['SessionMetricSet']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UnsubscribeFromPushPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UnsubscribeFromPushPayload'] = ResolversParentTypes['UnsubscribeFromPushPayload']> = {
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  unsubscribed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type UpdateClubSettingsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateClubSettingsPayload'] = ResolversParentTypes['UpdateClubSettingsPayload']> = {
  club?: Resolver<Maybe<ResolversTypes['Club']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
};

export type UpdateMetricSettingsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateMetricSettingsPayload'] = ResolversParentTypes['UpdateMetricSettingsPayload']> = {
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  metricSettings?: Resolver<Maybe<ResolversTypes['MetricSettings']>, ParentType, ContextType>;
  sessionsReprocessing?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type UpdateNotificationPreferencePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateNotificationPreferencePayload'] = ResolversParentTypes['UpdateNotificationPreferencePayload']> = {
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  preference?: Resolver<Maybe<ResolversTypes['NotificationPreference']>, ParentType, ContextType>;
};

export type UpdateSessionParticipationsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateSessionParticipationsPayload'] = ResolversParentTypes['UpdateSessionParticipationsPayload']> = {
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  sessionParticipations?: Resolver<Array<ResolversTypes['SessionParticipation']>, ParentType, ContextType>;
};

export type UpdateUnitSystemPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateUnitSystemPayload'] = ResolversParentTypes['UpdateUnitSystemPayload']> = {
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  person?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
};

export type WellnessFlagResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WellnessFlag'] = ResolversParentTypes['WellnessFlag']> = {
  athlete?: Resolver<ResolversTypes['Athlete'], ParentType, ContextType>;
  baselineDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hooperIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mean?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  standardDeviation?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AdminClub?: AdminClubResolvers<ContextType>;
  AdminClubPayload?: AdminClubPayloadResolvers<ContextType>;
  AdminFunctions?: AdminFunctionsResolvers<ContextType>;
  AdminJob?: AdminJobResolvers<ContextType>;
  AdminJobPayload?: AdminJobPayloadResolvers<ContextType>;
  AdminPerson?: AdminPersonResolvers<ContextType>;
  AdminPersonMembership?: AdminPersonMembershipResolvers<ContextType>;
  AdminPersonPayload?: AdminPersonPayloadResolvers<ContextType>;
  Athlete?: AthleteResolvers<ContextType>;
  AthleteClippedTimePeriods?: AthleteClippedTimePeriodsResolvers<ContextType>;
  AthleteGroup?: AthleteGroupResolvers<ContextType>;
  AthleteGroupPayload?: AthleteGroupPayloadResolvers<ContextType>;
  AthleteHeartRateZones?: AthleteHeartRateZonesResolvers<ContextType>;
  AthleteHome?: AthleteHomeResolvers<ContextType>;
  AthleteHomeNumbers?: AthleteHomeNumbersResolvers<ContextType>;
  AthleteHomeSession?: AthleteHomeSessionResolvers<ContextType>;
  AthleteLoad?: AthleteLoadResolvers<ContextType>;
  AthleteLoadDay?: AthleteLoadDayResolvers<ContextType>;
  AthleteLoadWeek?: AthleteLoadWeekResolvers<ContextType>;
  AthleteMatchAverage?: AthleteMatchAverageResolvers<ContextType>;
  AthleteMetricSet?: AthleteMetricSetResolvers<ContextType>;
  AthletePayload?: AthletePayloadResolvers<ContextType>;
  AthleteProfile?: AthleteProfileResolvers<ContextType>;
  AthleteProfileSession?: AthleteProfileSessionResolvers<ContextType>;
  AthleteWeeklySummary?: AthleteWeeklySummaryResolvers<ContextType>;
  AuditLogEntry?: AuditLogEntryResolvers<ContextType>;
  AuditLogPage?: AuditLogPageResolvers<ContextType>;
  BillingSubscription?: BillingSubscriptionResolvers<ContextType>;
  ClippedTimePeriod?: ClippedTimePeriodResolvers<ContextType>;
  Club?: ClubResolvers<ContextType>;
  ClubInvite?: ClubInviteResolvers<ContextType>;
  ClubMember?: ClubMemberResolvers<ContextType>;
  ClubMemberPayload?: ClubMemberPayloadResolvers<ContextType>;
  ClubReprocessing?: ClubReprocessingResolvers<ContextType>;
  ClubSettings?: ClubSettingsResolvers<ContextType>;
  ColumnMapping?: ColumnMappingResolvers<ContextType>;
  CreateSessionPayload?: CreateSessionPayloadResolvers<ContextType>;
  CsvPreview?: CsvPreviewResolvers<ContextType>;
  DashboardDay?: DashboardDayResolvers<ContextType>;
  Dataset?: DatasetResolvers<ContextType>;
  DatasetColumn?: DatasetColumnResolvers<ContextType>;
  DatasetPayload?: DatasetPayloadResolvers<ContextType>;
  DatasetTemplate?: DatasetTemplateResolvers<ContextType>;
  DatasetUpdatedEvent?: DatasetUpdatedEventResolvers<ContextType>;
  DeletePayload?: DeletePayloadResolvers<ContextType>;
  DestroyAthleteGroupPayload?: DestroyAthleteGroupPayloadResolvers<ContextType>;
  DestroyFlexibleReportChartsPayload?: DestroyFlexibleReportChartsPayloadResolvers<ContextType>;
  DestroyFlexibleReportsPayload?: DestroyFlexibleReportsPayloadResolvers<ContextType>;
  DestroyPitchPayload?: DestroyPitchPayloadResolvers<ContextType>;
  DestroySessionSegmentPayload?: DestroySessionSegmentPayloadResolvers<ContextType>;
  DestroyTagDefinitionPayload?: DestroyTagDefinitionPayloadResolvers<ContextType>;
  Device?: DeviceResolvers<ContextType>;
  DuplicateFlexibleReportPayload?: DuplicateFlexibleReportPayloadResolvers<ContextType>;
  Feature?: FeatureResolvers<ContextType>;
  FlexibleReport?: FlexibleReportResolvers<ContextType>;
  FlexibleReportChart?: FlexibleReportChartResolvers<ContextType>;
  FlexibleReportChartPayload?: FlexibleReportChartPayloadResolvers<ContextType>;
  FlexibleReportPayload?: FlexibleReportPayloadResolvers<ContextType>;
  ISO8601DateTime?: GraphQLScalarType;
  Import?: ImportResolvers<ContextType>;
  ImportFile?: ImportFileResolvers<ContextType>;
  ImportPayload?: ImportPayloadResolvers<ContextType>;
  ImportSquadPayload?: ImportSquadPayloadResolvers<ContextType>;
  ImportTrack?: ImportTrackResolvers<ContextType>;
  ImportUpdate?: ImportUpdateResolvers<ContextType>;
  InviteLinkPayload?: InviteLinkPayloadResolvers<ContextType>;
  InviteMemberPayload?: InviteMemberPayloadResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  JoinLinkPayload?: JoinLinkPayloadResolvers<ContextType>;
  MarkAllNotificationsReadPayload?: MarkAllNotificationsReadPayloadResolvers<ContextType>;
  MarkNotificationReadPayload?: MarkNotificationReadPayloadResolvers<ContextType>;
  MatchDefinition?: MatchDefinitionResolvers<ContextType>;
  MatchSession?: MatchSessionResolvers<ContextType>;
  MatchSessionPeriod?: MatchSessionPeriodResolvers<ContextType>;
  MetricSettings?: MetricSettingsResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MutationError?: MutationErrorResolvers<ContextType>;
  MySurveyDistribution?: MySurveyDistributionResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationPreference?: NotificationPreferenceResolvers<ContextType>;
  NotificationSettings?: NotificationSettingsResolvers<ContextType>;
  Organisation?: OrganisationResolvers<ContextType>;
  PasswordResetLinkPayload?: PasswordResetLinkPayloadResolvers<ContextType>;
  PeakDemand?: PeakDemandResolvers<ContextType>;
  Permission?: PermissionResolvers<ContextType>;
  Person?: PersonResolvers<ContextType>;
  PersonalBest?: PersonalBestResolvers<ContextType>;
  Pitch?: PitchResolvers<ContextType>;
  PitchPayload?: PitchPayloadResolvers<ContextType>;
  ProcessingWarning?: ProcessingWarningResolvers<ContextType>;
  ProcessingWarningDiagnostics?: ProcessingWarningDiagnosticsResolvers<ContextType>;
  ProfilePicture?: ProfilePictureResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QueueDepth?: QueueDepthResolvers<ContextType>;
  RawTrackDiagnostics?: RawTrackDiagnosticsResolvers<ContextType>;
  RemindSurveyRecipientsPayload?: RemindSurveyRecipientsPayloadResolvers<ContextType>;
  RemovedMemberPayload?: RemovedMemberPayloadResolvers<ContextType>;
  SampledHeartRateSeries?: SampledHeartRateSeriesResolvers<ContextType>;
  SampledSpeedSeries?: SampledSpeedSeriesResolvers<ContextType>;
  Segment?: SegmentResolvers<ContextType>;
  SegmentMetricSet?: SegmentMetricSetResolvers<ContextType>;
  SegmentParticipation?: SegmentParticipationResolvers<ContextType>;
  SegmentsUpdatedEvent?: SegmentsUpdatedEventResolvers<ContextType>;
  SendSurveyNowPayload?: SendSurveyNowPayloadResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  SessionDiagnostics?: SessionDiagnosticsResolvers<ContextType>;
  SessionDiagnosticsPayload?: SessionDiagnosticsPayloadResolvers<ContextType>;
  SessionFile?: SessionFileResolvers<ContextType>;
  SessionMetricSet?: SessionMetricSetResolvers<ContextType>;
  SessionPage?: SessionPageResolvers<ContextType>;
  SessionParticipation?: SessionParticipationResolvers<ContextType>;
  SessionPayload?: SessionPayloadResolvers<ContextType>;
  SessionProcessing?: SessionProcessingResolvers<ContextType>;
  SessionProcessingProgress?: SessionProcessingProgressResolvers<ContextType>;
  SessionSegmentPayload?: SessionSegmentPayloadResolvers<ContextType>;
  SessionSegmentsPayload?: SessionSegmentsPayloadResolvers<ContextType>;
  SessionsChange?: SessionsChangeResolvers<ContextType>;
  SpeedBinValue?: SpeedBinValueResolvers<ContextType>;
  SportDefinition?: SportDefinitionResolvers<ContextType>;
  SquadImportRow?: SquadImportRowResolvers<ContextType>;
  Staff?: StaffResolvers<ContextType>;
  SubmitSurveyAnswerPayload?: SubmitSurveyAnswerPayloadResolvers<ContextType>;
  SubscribeToPushPayload?: SubscribeToPushPayloadResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Survey?: SurveyResolvers<ContextType>;
  SurveyAnswer?: SurveyAnswerResolvers<ContextType>;
  SurveyCompletion?: SurveyCompletionResolvers<ContextType>;
  SurveyPayload?: SurveyPayloadResolvers<ContextType>;
  SurveyQuestion?: SurveyQuestionResolvers<ContextType>;
  SurveyRecipientStatus?: SurveyRecipientStatusResolvers<ContextType>;
  SurveyTimer?: SurveyTimerResolvers<ContextType>;
  SystemHealth?: SystemHealthResolvers<ContextType>;
  TagDefinition?: TagDefinitionResolvers<ContextType>;
  TagDefinitionPayload?: TagDefinitionPayloadResolvers<ContextType>;
  TimedValue?: TimedValueResolvers<ContextType>;
  TrainingSession?: TrainingSessionResolvers<ContextType>;
  UnsubscribeFromPushPayload?: UnsubscribeFromPushPayloadResolvers<ContextType>;
  UpdateClubSettingsPayload?: UpdateClubSettingsPayloadResolvers<ContextType>;
  UpdateMetricSettingsPayload?: UpdateMetricSettingsPayloadResolvers<ContextType>;
  UpdateNotificationPreferencePayload?: UpdateNotificationPreferencePayloadResolvers<ContextType>;
  UpdateSessionParticipationsPayload?: UpdateSessionParticipationsPayloadResolvers<ContextType>;
  UpdateUnitSystemPayload?: UpdateUnitSystemPayloadResolvers<ContextType>;
  WellnessFlag?: WellnessFlagResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GraphQLContext> = {
  listSize?: ListSizeDirectiveResolver<any, any, ContextType>;
};
