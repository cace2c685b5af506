import { floorToWholeSecond, type ClippedPeriod, type SimulatedSegment } from '@touchline/domain';
import { DEMO_SQUAD, MODIFIED_LOAD_PLAYERS } from './demoSquad.js';

/** An athlete's part in a drill: their segment participation's tags and clips (none: all of it). */
export interface DrillPart {
  tagDefinitionIds: string[];
  clips: ClippedPeriod[];
}

export const WHOLE_DRILL: DrillPart = { tagDefinitionIds: [], clips: [] };

/** Whether a squad member trains on a modified load in the extended training. */
export function onModifiedLoad(athlete: number): boolean {
  return MODIFIED_LOAD_PLAYERS.includes(DEMO_SQUAD[athlete]!.name);
}

/**
 * What the extended training gives the segment editor to work on: everyone's
 * sprint drill is tagged High Intensity; the players on a modified load run
 * only the first half of its reps (a clip tagged High Intensity) and leave the
 * closing small-sided game after 60% of it (an untagged clip).
 */
export function extendedTrainingPart(
  drill: SimulatedSegment,
  athlete: number,
  tagIds: Readonly<Record<string, string>>,
): DrillPart {
  const highIntensity = tagIds['High Intensity'] ? [tagIds['High Intensity']] : [];
  const durationMs = drill.endMs - drill.startMs;
  const firstPart = (share: number, tagDefinitionIds: string[]): ClippedPeriod[] => [
    { startOffset: 0, endOffset: floorToWholeSecond(durationMs * share), tagDefinitionIds },
  ];
  const modified = onModifiedLoad(athlete);
  if (drill.kind === 'sprintDrill') {
    return {
      tagDefinitionIds: highIntensity,
      clips: modified ? firstPart(0.5, highIntensity) : [],
    };
  }
  if (drill.kind === 'smallSidedGame' && modified) {
    return { tagDefinitionIds: [], clips: firstPart(0.6, []) };
  }
  return WHOLE_DRILL;
}
