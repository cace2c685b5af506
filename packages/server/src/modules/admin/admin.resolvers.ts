import { FEATURE_FLAGS } from '@touchline/domain';
import { adminFunctions } from '../../access/adminFunctions.js';
import { authorize } from '../../access/authorize.js';
import { payload } from '../../errors/mutationOutcome.js';
import type { Resolvers } from '../../generated/graphql.js';
import { adminClubRows } from './adminClubRows.js';
import {
  adminCreateClub,
  adminSetClubSuspended,
  adminSetFeatureSwitch,
  adminSetSubscription,
} from './adminClubs.service.js';
import {
  adminCreatePasswordResetLink,
  adminSetTouchlineStaff,
  searchPeople,
} from './adminPeople.service.js';
import { auditLogPage } from './auditLog.service.js';
import { jobErrorOf } from './jobRows.js';
import { adminReprocessSession, sessionDiagnostics } from './sessionDiagnostics.service.js';
import { adminRetryJob, systemHealth } from './systemHealth.service.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const adminResolvers: Resolvers = {
  Query: {
    // Every field below is reached through this one, which only provider staff pass.
    admin: async (_parent, _args, ctx) => {
      await authorize(ctx.access, 'Show', adminFunctions);
      return {};
    },
  },
  AdminFunctions: {
    clubs: (_admin, { search }, ctx) => adminClubRows(ctx.db, search),
    people: (_admin, { search }, ctx) => searchPeople(ctx.db, search),
    sessionDiagnostics: (_admin, { sessionId }, ctx) => sessionDiagnostics(ctx.db, sessionId),
    systemHealth: (_admin, _args, ctx) => systemHealth(ctx),
    auditLog: (_admin, args, ctx) => auditLogPage(ctx.db, args),
  },
  AdminClub: {
    featureSwitches: async (club, _args, ctx) => {
      const stored = await ctx.loaders.featureSwitchesByClubId.load(club.id);
      return FEATURE_FLAGS.map((name) => ({ name, enabled: stored.get(name) ?? false }));
    },
    subscription: (club, _args, ctx) =>
      ctx.loaders.newestSubscriptionByOrganisationId.load(club.organisationId),
  },
  AdminPerson: {
    memberships: (person, _args, ctx) => ctx.loaders.membershipsByPersonId.load(person.id),
  },
  SessionDiagnostics: {
    startTime: (diagnostics) => diagnostics.startTime.toISOString(),
  },
  RawTrackDiagnostics: {
    // The upload's format is often 'auto'; processing records the importer that read it.
    importer: (track) => track.sampleStats?.importer ?? track.importer,
    sampleCount: (track) => track.sampleStats?.sampleCount ?? null,
    samplingRateHz: (track) => track.sampleStats?.samplingRateHz ?? null,
    gapCount: (track) => track.sampleStats?.gapCount ?? null,
    longestGapSeconds: (track) => track.sampleStats?.longestGapS ?? null,
    firstSampleAt: (track) => msToIso(track.sampleStats?.firstSampleMs),
    lastSampleAt: (track) => msToIso(track.sampleStats?.lastSampleMs),
    processedAt: (track) => iso(track.processedAt),
    downloadUrl: (track) => `/api/admin/uploads/${track.uploadId}`,
  },
  AdminJob: {
    createdAt: (job) => job.createdAt.toISOString(),
    startedAt: (job) => iso(job.startedAt),
    completedAt: (job) => iso(job.completedAt),
    error: (job) => jobErrorOf(job),
  },
  AuditLogEntry: {
    at: (entry) => entry.at.toISOString(),
    details: (entry) => JSON.stringify(entry.details),
  },
  Mutation: {
    adminCreateClub: (_parent, { input }, ctx) =>
      payload('club', ['input'], () => adminCreateClub(ctx, input)),
    adminSetClubSuspended: (_parent, { clubId, suspended }, ctx) =>
      payload('club', ['clubId'], () => adminSetClubSuspended(ctx, clubId, suspended)),
    adminSetFeatureSwitch: (_parent, { clubId, name, enabled }, ctx) =>
      payload('club', ['clubId'], () => adminSetFeatureSwitch(ctx, clubId, name, enabled)),
    adminSetSubscription: (_parent, { clubId, input }, ctx) =>
      payload('club', ['clubId'], () => adminSetSubscription(ctx, clubId, input)),
    adminSetTouchlineStaff: (_parent, { personId, touchlineStaff }, ctx) =>
      payload('person', ['personId'], () => adminSetTouchlineStaff(ctx, personId, touchlineStaff)),
    adminCreatePasswordResetLink: async (_parent, { personId }, ctx) => {
      const answer = await payload('link', ['personId'], () =>
        adminCreatePasswordResetLink(ctx, personId),
      );
      return {
        path: answer.link?.path ?? null,
        expiresAt: iso(answer.link?.expiresAt ?? null),
        errors: answer.errors,
      };
    },
    adminReprocessSession: (_parent, { sessionId }, ctx) =>
      payload('sessionDiagnostics', ['sessionId'], () => adminReprocessSession(ctx, sessionId)),
    adminRetryJob: (_parent, { jobId }, ctx) =>
      payload('job', ['jobId'], () => adminRetryJob(ctx, jobId)),
  },
};

const msToIso = (ms: number | null | undefined) => (ms == null ? null : new Date(ms).toISOString());
