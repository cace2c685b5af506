import type { SimulatedSegment } from '@touchline/domain';
import type PgBoss from 'pg-boss';
import { Access } from '../access/Access.js';
import type { Db } from '../db/database.js';
import {
  clippedTimePeriods,
  segmentParticipations,
  segments,
  sessionParticipations,
} from '../db/tables.js';
import { createLoaders } from '../loaders.js';
import { createSession, storeUpload } from '../modules/sessions/index.js';
import type { DemoSquad } from './createDemoSquad.js';
import type { DemoSessionFiles, DemoSimulation } from './demoSessionFiles.js';
import {
  extendedTrainingPart,
  onModifiedLoad,
  WHOLE_DRILL,
  type DrillPart,
} from './extendedTrainingDrills.js';
import type { DemoSessionPlan } from './planDemoSeason.js';

const SEGMENT_TAGS: Readonly<Record<string, string>> = {
  possession: 'Possession',
  smallSidedGame: 'Small-Sided Game',
  sprintDrill: 'Conditioning',
  'passing drill': 'Technical',
};
/** What the simulator is given for a planned session: its devices stand for its athletes. */
export function demoSimulation(squad: DemoSquad, plan: DemoSessionPlan): DemoSimulation {
  return {
    seed: plan.seed,
    kind: plan.kind,
    startTime: plan.startMs,
    deviceSerials: plan.athletes.map((a) => squad.deviceSerials[a]!),
    durationS: plan.durationS,
  };
}

/**
 * One demo session from its simulated files: created as a coach would (a
 * match with its two halves, opponent and score; a training with a segment
 * per drill, the extended training with athlete tags and clips too), then every athlete's Edge export goes through the command-line
 * upload, which queues the processing jobs. `corrupt` spoils one athlete's file.
 */
export async function createDemoSession(
  deps: { db: Db; jobs: PgBoss },
  squad: DemoSquad,
  plan: DemoSessionPlan,
  simulated: DemoSessionFiles,
  options: { corrupt?: boolean; rehabAthlete?: number } = {},
): Promise<{ sessionId: string; uploaded: Promise<unknown> }> {
  const { db } = deps;
  const halves = simulated.segments.filter((segment) => segment.kind === 'half');
  const session = await createSession(db, squad.clubId, {
    kind: plan.kind,
    startTime: new Date(simulated.startMs),
    endTime: new Date(simulated.endMs),
    pitchId: squad.pitchId,
    ...(plan.kind === 'match'
      ? {
          matchDefinitionName: 'Match',
          opponent: plan.opponent,
          score: plan.score,
          opponentScore: plan.opponentScore,
          periods: halves.map((half) => ({
            name: half.name,
            startTime: new Date(half.startMs),
            endTime: new Date(half.endMs),
          })),
        }
      : { description: trainingDescription(plan, simulated) }),
  });
  const athleteOf = new Map(plan.athletes.map((a) => [squad.deviceSerials[a]!, a]));
  const recorded = simulated.devices.map((device) => athleteOf.get(device.serial)!);
  const participations = await db
    .insert(sessionParticipations)
    .values(
      recorded.map((a) => ({
        clubId: squad.clubId,
        sessionId: session.id,
        athleteId: squad.athleteIds[a]!,
        deviceId: squad.deviceIds[a]!,
        tagDefinitionIds: athleteTags(squad, plan, a, options.rehabAthlete),
      })),
    )
    .returning({ id: sessionParticipations.id, athleteId: sessionParticipations.athleteId });
  if (plan.kind === 'training') {
    const partOf = plan.extended
      ? (drill: SimulatedSegment, a: number) => extendedTrainingPart(drill, a, squad.tagIds)
      : () => WHOLE_DRILL;
    const members = participations.map((participation) => ({
      id: participation.id,
      athlete: squad.athleteIds.indexOf(participation.athleteId),
    }));
    await createDrillSegments(db, squad, session.id, simulated, members, partOf);
  }
  // All files at once (their compression runs on the thread pool), not
  // awaited here: the caller creates the next session meanwhile.
  const uploaded = Promise.all(
    simulated.devices.map((device, index) =>
      storeUpload(deps, Access.commandLine(db, createLoaders), {
        sessionId: session.id,
        fileName: `${device.serial}_${new Date(plan.startMs).toISOString().slice(0, 10)}.csv`,
        content: options.corrupt && index === 0 ? corrupted(device.edgeCsv) : device.edgeCsv,
        athleteId: squad.athleteIds[recorded[index]!]!,
      }),
    ),
  );
  return { sessionId: session.id, uploaded };
}

function athleteTags(
  squad: DemoSquad,
  plan: DemoSessionPlan,
  athlete: number,
  rehabAthlete: number | undefined,
): string[] {
  return [
    ...(athlete === rehabAthlete ? [squad.tagIds.Rehab!] : []),
    ...(plan.extended && onModifiedLoad(athlete) ? [squad.tagIds['Modified Load']!] : []),
  ];
}

function trainingDescription(plan: DemoSessionPlan, simulated: DemoSessionFiles): string {
  const drills = simulated.segments.filter((s) => s.kind !== 'warmUp' && s.kind !== 'rest');
  return `${plan.extended ? 'Extended training' : 'Training'}: ${drills.map((drill) => drill.name).join(', ')}`;
}

async function createDrillSegments(
  db: Db,
  squad: DemoSquad,
  sessionId: string,
  simulated: DemoSessionFiles,
  members: readonly { id: string; athlete: number }[],
  partOf: (drill: SimulatedSegment, athlete: number) => DrillPart,
) {
  const drills = simulated.segments.filter((s) => s.kind !== 'warmUp' && s.kind !== 'rest');
  const rows = await db
    .insert(segments)
    .values(
      drills.map((drill) => {
        const tag = SEGMENT_TAGS[drill.kind === 'drill' ? drill.name.toLowerCase() : drill.kind];
        return {
          clubId: squad.clubId,
          sessionId,
          title: drill.name,
          startTime: new Date(drill.startMs),
          endTime: new Date(drill.endMs),
          tagDefinitionIds: tag && squad.tagIds[tag] ? [squad.tagIds[tag]] : [],
        };
      }),
    )
    .returning({ id: segments.id });
  const parts = rows.flatMap((segment, d) =>
    members.map((member) => ({
      segmentId: segment.id,
      sessionParticipationId: member.id,
      ...partOf(drills[d]!, member.athlete),
    })),
  );
  const stored = await db
    .insert(segmentParticipations)
    .values(
      parts.map((part) => ({
        clubId: squad.clubId,
        segmentId: part.segmentId,
        sessionParticipationId: part.sessionParticipationId,
        tagDefinitionIds: part.tagDefinitionIds,
      })),
    )
    .returning({
      id: segmentParticipations.id,
      segmentId: segmentParticipations.segmentId,
      sessionParticipationId: segmentParticipations.sessionParticipationId,
    });
  const clips = parts.flatMap((part) => {
    if (part.clips.length === 0) return [];
    const member = stored.find(
      (row) =>
        row.segmentId === part.segmentId &&
        row.sessionParticipationId === part.sessionParticipationId,
    )!;
    return part.clips.map((clip) => ({
      clubId: squad.clubId,
      segmentParticipationId: member.id,
      startOffsetMs: clip.startOffset,
      endOffsetMs: clip.endOffset,
      tagDefinitionIds: [...clip.tagDefinitionIds],
    }));
  });
  if (clips.length > 0) await db.insert(clippedTimePeriods).values(clips);
}

/** A tracker whose memory failed mid-session: garbage after the first few minutes. */
function corrupted(content: Uint8Array): Uint8Array {
  const cut = content.subarray(0, Math.floor(content.length / 20));
  const bytes = new Uint8Array(cut.length + 64);
  bytes.set(cut);
  bytes.fill(0xff, cut.length);
  return bytes;
}
