import type { NotificationType } from '@touchline/domain';
import { and, eq } from 'drizzle-orm';
import type { GraphQLContext } from '../../context.js';
import { notificationPreferences, pushSubscriptions } from '../../db/notificationsSchema.js';
import { done, failed, type InputIssue, type Outcome } from '../../errors/mutationOutcome.js';
import { CHOSEN_TYPES, EMAIL_OFF, PUSH_OFF } from './notificationChoices.js';

export interface PreferenceRow {
  type: NotificationType;
  label: string;
  email: boolean;
  push: boolean;
}

const emailAvailable = (ctx: GraphQLContext) => Boolean(ctx.mail?.smtpUrl);
const pushAvailable = (ctx: GraphQLContext) => Boolean(ctx.push);

/** The person's choice for every type (off until chosen). */
export async function notificationSettings(ctx: GraphQLContext) {
  const chosen = await ctx.db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.personId, ctx.viewer.personId));
  return {
    emailAvailable: emailAvailable(ctx),
    pushAvailable: pushAvailable(ctx),
    preferences: CHOSEN_TYPES.map(({ type, label }): PreferenceRow => {
      const choice = chosen.find((each) => each.type === type);
      return { type, label, email: choice?.email ?? false, push: choice?.push ?? false };
    }),
  };
}

export async function updateNotificationPreference(
  ctx: GraphQLContext,
  input: { type: NotificationType; email: boolean; push: boolean },
): Promise<Outcome<PreferenceRow>> {
  const choice = CHOSEN_TYPES.find((each) => each.type === input.type);
  const issues: InputIssue[] = [];
  if (!choice)
    issues.push({ path: ['input', 'type'], message: 'Touchline does not send this type.' });
  if (input.email && !emailAvailable(ctx))
    issues.push({ path: ['input', 'email'], message: EMAIL_OFF });
  if (input.push && !pushAvailable(ctx))
    issues.push({ path: ['input', 'push'], message: PUSH_OFF });
  if (issues.length > 0 || !choice) return failed(issues);
  const values = { personId: ctx.viewer.personId, ...input };
  await ctx.db
    .insert(notificationPreferences)
    .values(values)
    .onConflictDoUpdate({
      target: [notificationPreferences.personId, notificationPreferences.type],
      set: { email: input.email, push: input.push },
    });
  return done({ ...input, label: choice.label });
}

const MAX_ENDPOINT = 2_000;
const BASE64URL = /^[A-Za-z0-9_-]+=*$/;

/** Stores this browser's push subscription for the person (a browser once: the last to subscribe). */
export async function subscribeToPush(
  ctx: GraphQLContext,
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
): Promise<Outcome<boolean>> {
  if (!pushAvailable(ctx)) return failed([{ path: ['subscription'], message: PUSH_OFF }]);
  const { endpoint, keys } = subscription;
  const issues: InputIssue[] = [];
  if (!isHttpsUrl(endpoint) || endpoint.length > MAX_ENDPOINT)
    issues.push({
      path: ['subscription', 'endpoint'],
      message: 'The endpoint must be a web address starting with https://.',
    });
  for (const key of ['p256dh', 'auth'] as const)
    if (!BASE64URL.test(keys[key]) || keys[key].length > 200)
      issues.push({
        path: ['subscription', 'keys', key],
        message: 'The key must be base64url text.',
      });
  if (issues.length > 0) return failed(issues);
  const values = { personId: ctx.viewer.personId, endpoint, p256dh: keys.p256dh, auth: keys.auth };
  await ctx.db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
  return done(true);
}

export async function unsubscribeFromPush(
  ctx: GraphQLContext,
  endpoint: string,
): Promise<Outcome<boolean>> {
  const removed = await ctx.db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.endpoint, endpoint),
        eq(pushSubscriptions.personId, ctx.viewer.personId),
      ),
    )
    .returning({ id: pushSubscriptions.id });
  return done(removed.length > 0);
}

function isHttpsUrl(text: string): boolean {
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
}
