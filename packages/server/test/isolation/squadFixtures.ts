import type { GraphqlCase } from './graphqlFixtures.js';

const ATHLETE_FIELDS = `id name preferredName shirtNumber position dateOfBirth deviceSerials
  maxHeartRateBpm topSpeedReferenceKph archived hasAccount groups { id name }`;
const ATHLETE_PAYLOAD = `athlete { ${ATHLETE_FIELDS} } errors { path fullMessages }`;
const GROUP_PAYLOAD = `athleteGroup { id name colour athletes { id name } } errors { path fullMessages }`;

const newAthlete = (groupIds: string[] = []) => ({
  name: 'Taken Over',
  shirtNumber: 77,
  deviceSerials: ['EDGE-9999'],
  groupIds,
});

/** Every id-taking field of the squad and its groups, called with the target's ids. */
export const SQUAD_GRAPHQL_FIXTURES: Record<string, GraphqlCase[]> = {
  'Mutation.createAthlete': [
    {
      covers: ['clubId'],
      query: `mutation ($clubId: ID!, $attributes: AthleteAttributes!) {
        createAthlete(clubId: $clubId, attributes: $attributes) { ${ATHLETE_PAYLOAD} } }`,
      variables: (target) => ({ clubId: target.clubId, attributes: newAthlete() }),
    },
    {
      covers: ['attributes.groupIds'],
      query: `mutation ($clubId: ID!, $attributes: AthleteAttributes!) {
        createAthlete(clubId: $clubId, attributes: $attributes) { ${ATHLETE_PAYLOAD} } }`,
      variables: (target, own) => ({
        clubId: own.clubId,
        attributes: newAthlete([target.athleteGroupId]),
      }),
    },
  ],
  'Mutation.updateAthlete': [
    {
      covers: ['id', 'attributes.groupIds'],
      query: `mutation ($id: ID!, $attributes: AthleteAttributes!) {
        updateAthlete(id: $id, attributes: $attributes) { ${ATHLETE_PAYLOAD} } }`,
      variables: (target) => ({
        id: target.athleteId,
        attributes: newAthlete([target.athleteGroupId]),
      }),
    },
  ],
  'Mutation.archiveAthlete': [
    {
      covers: ['id'],
      query: `mutation ($id: ID!) { archiveAthlete(id: $id) { ${ATHLETE_PAYLOAD} } }`,
      variables: (target) => ({ id: target.athleteId }),
    },
  ],
  'Mutation.restoreAthlete': [
    {
      covers: ['id'],
      query: `mutation ($id: ID!) { restoreAthlete(id: $id) { ${ATHLETE_PAYLOAD} } }`,
      variables: (target) => ({ id: target.athleteId }),
    },
  ],
  'Mutation.importSquad': [
    {
      covers: ['clubId'],
      query: `mutation ($clubId: ID!, $header: [String!]!, $lines: [SquadImportLine!]!) {
        importSquad(clubId: $clubId, header: $header, lines: $lines, confirm: true) {
          rows { line name problems } athletes { ${ATHLETE_FIELDS} } errors { path fullMessages } } }`,
      variables: (target) => ({
        clubId: target.clubId,
        header: ['name', 'preferred_name', 'shirt_number', 'position', 'date_of_birth'].concat(
          'device_serials',
          'max_heart_rate_bpm',
          'top_speed_reference_kph',
          'groups',
        ),
        lines: [{ line: 2, cells: ['Taken Over', '', '78', '', '', '', '', '', ''] }],
      }),
    },
  ],
  'Mutation.createAthleteGroup': [
    {
      covers: ['clubId'],
      query: `mutation ($clubId: ID!, $attributes: AthleteGroupAttributes!) {
        createAthleteGroup(clubId: $clubId, attributes: $attributes) { ${GROUP_PAYLOAD} } }`,
      variables: (target) => ({
        clubId: target.clubId,
        attributes: { name: 'Taken over', colour: '#123456' },
      }),
    },
    {
      covers: ['attributes.athleteIds'],
      query: `mutation ($clubId: ID!, $attributes: AthleteGroupAttributes!) {
        createAthleteGroup(clubId: $clubId, attributes: $attributes) { ${GROUP_PAYLOAD} } }`,
      variables: (target, own) => ({
        clubId: own.clubId,
        attributes: { name: 'Taken over', colour: '#123456', athleteIds: [target.athleteId] },
      }),
    },
  ],
  'Mutation.updateAthleteGroup': [
    {
      covers: ['id', 'attributes.athleteIds'],
      query: `mutation ($id: ID!, $attributes: AthleteGroupAttributes!) {
        updateAthleteGroup(id: $id, attributes: $attributes) { ${GROUP_PAYLOAD} } }`,
      variables: (target) => ({
        id: target.athleteGroupId,
        attributes: { name: 'Taken over', colour: '#123456', athleteIds: [target.athleteId] },
      }),
    },
  ],
  'Mutation.destroyAthleteGroup': [
    {
      covers: ['id'],
      query: `mutation ($id: ID!) { destroyAthleteGroup(id: $id) { id errors { path fullMessages } } }`,
      variables: (target) => ({ id: target.athleteGroupId }),
    },
  ],
  'Subscription.squadUpdated': [
    {
      covers: ['clubId'],
      query: `subscription ($clubId: ID!) { squadUpdated(clubId: $clubId) {
        id squadAthletes(includeArchived: true) { ${ATHLETE_FIELDS} } } }`,
      variables: (target) => ({ clubId: target.clubId }),
    },
  ],
};
