import type { GraphqlCase } from './graphqlFixtures.js';

const TAG = `tagDefinition { id label colour validTaggableTypes } errors { path fullMessages }`;
const PITCH = `pitch { id name centreLatDeg centreLonDeg bearingDeg lengthM widthM sessionCount }
  errors { path fullMessages }`;
const tagInput = { label: 'Taken over', colour: '#123456', validTaggableTypes: ['segment'] };
const pitchInput = {
  name: 'Taken over',
  centreLatDeg: 51.5,
  centreLonDeg: -0.1,
  bearingDeg: 10,
  lengthM: 100,
  widthM: 60,
};

/** Tags, pitches and the club's settings (docs/product/club-administration.md §5, §6). */
export const CLUB_SETTINGS_GRAPHQL_FIXTURES: Record<string, GraphqlCase[]> = {
  'Mutation.createTagDefinition': [
    {
      covers: ['clubId'],
      query: `mutation ($clubId: ID!, $input: TagDefinitionInput!) {
        createTagDefinition(clubId: $clubId, input: $input) { ${TAG} } }`,
      variables: (target) => ({ clubId: target.clubId, input: tagInput }),
    },
  ],
  'Mutation.updateTagDefinition': [
    {
      covers: ['id'],
      query: `mutation ($id: ID!, $input: TagDefinitionInput!) {
        updateTagDefinition(id: $id, input: $input) { ${TAG} } }`,
      variables: (target) => ({ id: target.sessionTagId, input: tagInput }),
    },
  ],
  'Mutation.destroyTagDefinition': [
    {
      covers: ['id'],
      query: `mutation ($id: ID!) { destroyTagDefinition(id: $id) { id errors { path fullMessages } } }`,
      variables: (target) => ({ id: target.segmentTagId }),
    },
  ],
  'Mutation.createPitch': [
    {
      covers: ['clubId'],
      query: `mutation ($clubId: ID!, $input: PitchInput!) {
        createPitch(clubId: $clubId, input: $input) { ${PITCH} } }`,
      variables: (target) => ({ clubId: target.clubId, input: pitchInput }),
    },
  ],
  'Mutation.updatePitch': [
    {
      covers: ['id'],
      query: `mutation ($id: ID!, $input: PitchInput!) {
        updatePitch(id: $id, input: $input) { ${PITCH} } }`,
      variables: (target) => ({ id: target.pitchId, input: pitchInput }),
    },
  ],
  'Mutation.destroyPitch': [
    {
      covers: ['id'],
      query: `mutation ($id: ID!) { destroyPitch(id: $id) { id errors { path fullMessages } } }`,
      variables: (target) => ({ id: target.pitchId }),
    },
  ],
  'Mutation.updateClubSettings': [
    {
      covers: ['clubId'],
      query: `mutation ($clubId: ID!, $input: ClubSettingsInput!) {
        updateClubSettings(clubId: $clubId, input: $input) {
          club { id name settings { timeZone suggestedSegmentTitles } } errors { path fullMessages } } }`,
      variables: (target) => ({
        clubId: target.clubId,
        input: {
          name: 'Taken over',
          timeZone: 'UTC',
          defaultUnitSystem: 'imperial',
          suggestedSegmentTitles: ['Taken over'],
        },
      }),
    },
  ],
  'Subscription.clubReprocessing': [
    {
      covers: ['clubId'],
      query: `subscription ($clubId: ID!) { clubReprocessing(clubId: $clubId) { clubId sessionsProcessing } }`,
      variables: (target) => ({ clubId: target.clubId }),
    },
  ],
};
