import {
  BENCH_POSITIONS,
  createRandom,
  STARTING_POSITIONS,
  type MatchPosition,
  type Random,
} from '@touchline/domain';
import { DEMO_OPPONENTS, DEMO_SQUAD } from './demoSquad.js';

const DAY_MS = 86_400_000;
const TRAINING_DAYS = [2, 3, 5]; // Tuesday, Wednesday, Friday (UTC)
const MATCH_DAY = 6; // Saturday
// The one extended training: Thursday 10:00 to 12:00, the whole squad.
const EXTENDED_TRAINING_DAY = 4;
const EXTENDED_TRAINING_S = 2 * 3_600;
// The simulator's 4-4-2, and a matchday bench of seven.
const BENCH = BENCH_POSITIONS.slice(0, 7);

/** One session of the demo season; athletes are indices into DEMO_SQUAD. */
export interface DemoSessionPlan {
  kind: 'training' | 'match';
  startMs: number;
  seed: number;
  /** Who takes part, in the simulator's order (a match: the eleven, then the bench). */
  athletes: number[];
  durationS?: number;
  /** The season's 2-hour training of the whole squad, with tags and clips to edit. */
  extended?: boolean;
  opponent?: string;
  score?: number;
  opponentScore?: number;
}

/**
 * The last `weeks` weeks of sessions that ended before `now`: trainings on
 * Tuesday, Wednesday and Friday at 10:00, a match on Saturday at 15:00, and
 * on the latest Thursday one extended training of two hours. Everything
 * follows from the seed and `now`, so the same day gives the same season.
 */
export function planDemoSeason(now: Date, weeks: number, seed: number): DemoSessionPlan[] {
  const weekly = planWeeklySessions(now, weeks, seed);
  const extended = planExtendedTraining(now, seed);
  if (!extended || extended.startMs < (weekly[0]?.startMs ?? Infinity)) return weekly;
  return [...weekly, extended].sort((a, b) => a.startMs - b.startMs);
}

/** The latest Thursday's 2-hour training that ended before `now`, for all 24 players. */
function planExtendedTraining(now: Date, seed: number): DemoSessionPlan | undefined {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  for (let day = today; day > today - 8 * DAY_MS; day -= DAY_MS) {
    const startMs = day + 10 * 3_600_000;
    if (new Date(day).getUTCDay() !== EXTENDED_TRAINING_DAY) continue;
    if (startMs + EXTENDED_TRAINING_S * 1000 > now.getTime()) continue;
    return {
      kind: 'training',
      startMs,
      seed: seed + 7_919,
      athletes: DEMO_SQUAD.map((_, a) => a),
      durationS: EXTENDED_TRAINING_S,
      extended: true,
    };
  }
  return undefined;
}

function planWeeklySessions(now: Date, weeks: number, seed: number): DemoSessionPlan[] {
  const slots: { kind: 'training' | 'match'; startMs: number }[] = [];
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  // Match sessions last under 2 hours, trainings under 90 minutes.
  for (let day = today; slots.length < weeks * 4; day -= DAY_MS) {
    const weekday = new Date(day).getUTCDay();
    const kind =
      weekday === MATCH_DAY ? 'match' : TRAINING_DAYS.includes(weekday) ? 'training' : null;
    if (!kind) continue;
    const startMs = day + (kind === 'match' ? 15 : 10) * 3_600_000;
    if (startMs + (kind === 'match' ? 2 : 1.5) * 3_600_000 <= now.getTime()) {
      slots.push({ kind, startMs });
    }
  }
  slots.reverse();
  const random = createRandom(seed);
  let matchNumber = 0;
  return slots.map((slot, index) => {
    const sessionRandom = random.fork(index + 1);
    const absent = absentees(sessionRandom.fork(1), slot.kind === 'match' ? 2 : 3);
    const available = DEMO_SQUAD.map((_, a) => a).filter((a) => !absent.has(a));
    if (slot.kind === 'training') {
      return {
        kind: 'training',
        startMs: slot.startMs,
        seed: seed + index * 101,
        athletes: available,
        durationS: sessionRandom.integer(12, 15) * 300,
      };
    }
    const score = sessionRandom.integer(0, 4);
    return {
      kind: 'match',
      startMs: slot.startMs,
      seed: seed + index * 101,
      athletes: matchSquad(available),
      opponent: DEMO_OPPONENTS[matchNumber++ % DEMO_OPPONENTS.length]!,
      score,
      opponentScore: sessionRandom.integer(0, 3),
    };
  });
}

/** One to `most` players missing (injured, ill, away), never the demo athlete account. */
function absentees(random: Random, most: number): Set<number> {
  const count = random.integer(1, most);
  const absent = new Set<number>();
  while (absent.size < count) {
    const a = random.integer(0, DEMO_SQUAD.length - 1);
    if (DEMO_SQUAD[a]!.name !== 'Jordan Hayes') absent.add(a);
  }
  return absent;
}

/** The eleven in the simulator's 4-4-2 order, then seven substitutes, each by position where possible. */
function matchSquad(available: readonly number[]): number[] {
  const left = [...available];
  const take = (position: MatchPosition) => {
    const at = left.findIndex((a) => DEMO_SQUAD[a]!.position === position);
    return left.splice(at >= 0 ? at : 0, 1)[0]!;
  };
  return [...STARTING_POSITIONS.map(take), ...BENCH.map(take)];
}
