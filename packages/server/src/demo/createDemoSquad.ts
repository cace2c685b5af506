import { DEFAULT_SIMULATED_PITCH, initialsOf } from '@touchline/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import {
  athleteGroupMembers,
  athleteGroups,
  athletes,
  clubs,
  devices,
  matchDefinitions,
  pitches,
  positions,
  tagDefinitions,
} from '../db/tables.js';
import {
  DEMO_GROUP_COLOURS,
  DEMO_SQUAD,
  DEMO_TAGS,
  POSITION_GROUPS,
  POSITION_NAMES,
} from './demoSquad.js';

/** What the season needs of the squad: ids index-aligned with DEMO_SQUAD. */
export interface DemoSquad {
  clubId: string;
  athleteIds: string[];
  deviceIds: string[];
  deviceSerials: string[];
  tagIds: Record<string, string>;
  pitchId: string;
}

/**
 * Touchline FC's roster and kit: positions, 24 athletes (the demo athlete
 * account's athlete among them), groups, tags, a pitch, the match
 * definition and one Edge tracker per athlete.
 */
export async function createDemoSquad(db: Db, clubName: string): Promise<DemoSquad> {
  return db.transaction(async (tx) => {
    const [club] = await tx.select().from(clubs).where(eq(clubs.name, clubName));
    if (!club) throw new Error(`The demo club ${clubName} does not exist`);
    const clubId = club.id;
    const positionRows = await tx
      .insert(positions)
      .values(
        Object.entries(POSITION_NAMES).map(([abbreviation, name]) => ({
          clubId,
          name,
          abbreviation,
        })),
      )
      .returning();
    const positionId = new Map(positionRows.map((row) => [row.abbreviation, row.id]));
    const existing = await tx.select().from(athletes).where(eq(athletes.clubId, clubId));
    const athleteIds: string[] = [];
    for (const [a, player] of DEMO_SQUAD.entries()) {
      const values = {
        positionId: positionId.get(player.position) ?? null,
        shirtNumber: a + 1,
        deviceSerials: [demoDeviceSerial(a)],
      };
      const known = existing.find((athlete) => athlete.name === player.name);
      if (known) {
        await tx
          .update(athletes)
          .set(values)
          .where(and(eq(athletes.id, known.id), eq(athletes.clubId, clubId)));
        athleteIds.push(known.id);
        continue;
      }
      const [created] = await tx
        .insert(athletes)
        .values({ clubId, name: player.name, initials: initialsOf(player.name), ...values })
        .returning({ id: athletes.id });
      athleteIds.push(created!.id);
    }
    const groups = await tx
      .insert(athleteGroups)
      .values(
        Object.entries(DEMO_GROUP_COLOURS).map(([name, colour]) => ({ clubId, name, colour })),
      )
      .returning();
    const groupId = new Map(groups.map((group) => [group.name, group.id]));
    await tx.insert(athleteGroupMembers).values(
      DEMO_SQUAD.flatMap((player, a) =>
        [POSITION_GROUPS[player.position], player.squad].map((group) => ({
          clubId,
          groupId: groupId.get(group)!,
          athleteId: athleteIds[a]!,
        })),
      ),
    );
    const tags = await tx
      .insert(tagDefinitions)
      .values(
        DEMO_TAGS.map((tag) => ({
          clubId,
          label: tag.label,
          colour: tag.colour,
          validTaggableTypes: tag.types,
        })),
      )
      .returning();
    const [pitch] = await tx
      .insert(pitches)
      .values({
        clubId,
        name: 'Main Pitch',
        sport: 'association_football',
        ...DEFAULT_SIMULATED_PITCH,
      })
      .returning({ id: pitches.id });
    await tx.insert(matchDefinitions).values({ clubId, name: 'Match' }).onConflictDoNothing();
    const deviceSerials = DEMO_SQUAD.map((_, a) => demoDeviceSerial(a));
    const deviceRows = await tx
      .insert(devices)
      .values(
        deviceSerials.map((serialNumber) => ({
          kind: 'Edge' as const,
          serialNumber,
          boardName: 'Edge v2',
          ownerKind: 'Organisation' as const,
          ownerOrganisationId: club.organisationId,
        })),
      )
      .returning({ id: devices.id });
    return {
      clubId,
      athleteIds,
      deviceIds: deviceRows.map((row) => row.id),
      deviceSerials,
      tagIds: Object.fromEntries(tags.map((tag) => [tag.label, tag.id])),
      pitchId: pitch!.id,
    };
  });
}

/** The serial of the Edge tracker the demo squad's athlete `a` wears. */
const demoDeviceSerial = (a: number) => `EDGE-${String(1001 + a)}`;
