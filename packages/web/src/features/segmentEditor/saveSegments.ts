import type { ApolloClient } from '@apollo/client';
import type { MutationErrorFieldsFragment } from '../../gql/graphql';
import { refusedAsStale } from '../../lib/mutationErrors';
import type { EditorSegment } from './model';
import { type MutationFailure, thrownFailure, validationFailure } from './mutationErrors';
import {
  CreateSessionSegmentMutation,
  UpdateSessionSegmentMutation,
  UpdateSessionSegmentsMutation,
} from './segmentMutations';
import { bulkPatch, createAttributes, saveProblems, segmentPatch } from './segmentSaveInput';
import type { SegmentVersions } from './segmentVersions';

export type SaveOutcome =
  | { ok: true; /** Draft id -> the server's id. */ idMap: Record<string, string> }
  | {
      ok: false;
      failure: MutationFailure;
      /** Someone else saved a segment meanwhile: only a reload shows their version. */
      stale?: boolean;
    };

const refused = (messages: string[]): SaveOutcome => ({
  ok: false,
  failure: validationFailure([{ fullMessages: messages }]),
});

/** The server's refusal, marked stale when it names a segment's lockVersion. */
const refusedByServer = (errors: readonly MutationErrorFieldsFragment[]): SaveOutcome => ({
  ok: false,
  failure: validationFailure(errors),
  stale: refusedAsStale(errors),
});

async function saveOne(
  client: ApolloClient,
  segment: EditorSegment,
  sessionId: string,
  versions: SegmentVersions,
): Promise<SaveOutcome> {
  if (segment.draft) {
    const { data } = await client.mutate({
      mutation: CreateSessionSegmentMutation,
      variables: { id: segment.id, attributes: createAttributes(segment, sessionId) },
      fetchPolicy: 'no-cache',
    });
    const payload = data?.createSessionSegment;
    if (!payload?.segment || payload.errors.length > 0)
      return refusedByServer(payload?.errors ?? []);
    versions.saved([payload.segment]);
    return { ok: true, idMap: { [segment.id]: payload.segment.id } };
  }
  const { data } = await client.mutate({
    mutation: UpdateSessionSegmentMutation,
    variables: {
      id: segment.id,
      patch: { ...segmentPatch(segment), lockVersion: versions.of(segment.id) },
    },
    fetchPolicy: 'no-cache',
  });
  const payload = data?.updateSessionSegment;
  if (!payload?.segment || payload.errors.length > 0) return refusedByServer(payload?.errors ?? []);
  versions.saved([payload.segment]);
  return { ok: true, idMap: {} };
}

async function saveMany(
  client: ApolloClient,
  segments: readonly EditorSegment[],
  sessionId: string,
  versions: SegmentVersions,
): Promise<SaveOutcome> {
  const idMap: Record<string, string> = {};
  // New segments cannot be part of a bulk update: each is created first.
  for (const draft of segments.filter((segment) => segment.draft)) {
    const outcome = await saveOne(client, draft, sessionId, versions);
    if (!outcome.ok) return outcome;
    Object.assign(idMap, outcome.idMap);
  }
  const saved = segments.filter((segment) => !segment.draft);
  if (saved.length === 0) return { ok: true, idMap };
  const { data } = await client.mutate({
    mutation: UpdateSessionSegmentsMutation,
    variables: {
      patches: saved.map((segment) => ({
        ...bulkPatch(segment),
        lockVersion: versions.of(segment.id),
      })),
    },
    fetchPolicy: 'no-cache',
  });
  const payload = data?.updateSessionSegments;
  if (!payload || payload.errors.length > 0) return refusedByServer(payload?.errors ?? []);
  versions.saved(payload.segments ?? []);
  return { ok: true, idMap };
}

/**
 * Saves the segments (docs/product/dashboard-and-segments.md §4 'Saving'): one through create (a draft) or update, several
 * through one bulk update. The client's checks run first; nothing is sent when one fails.
 */
export async function saveSegments(
  client: ApolloClient,
  segments: readonly EditorSegment[],
  sessionId: string,
  versions: SegmentVersions,
): Promise<SaveOutcome> {
  const problems =
    segments.length === 1
      ? saveProblems(
          segments[0]!,
          segments[0]!.draft ? { kind: 'create', sessionId } : { kind: 'update' },
        )
      : segments.flatMap((segment) =>
          saveProblems(segment, segment.draft ? { kind: 'create', sessionId } : { kind: 'bulk' }),
        );
  if (problems.length > 0) return refused([...new Set(problems)]);
  try {
    return segments.length === 1
      ? await saveOne(client, segments[0]!, sessionId, versions)
      : await saveMany(client, segments, sessionId, versions);
  } catch (error) {
    return { ok: false, failure: thrownFailure(error) };
  }
}
