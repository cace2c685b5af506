import { graphql } from '../../gql';

graphql(`
  fragment ClubSettingsFields on Club {
    id
    name
    settings {
      timeZone
      defaultUnitSystem
      suggestedSegmentTitles
      wellnessFlagStandardDeviations
      wellnessFlagBaselineDays
    }
  }
`);

graphql(`
  fragment ClubThresholds on MetricSettings {
    highIntensitySpeedKph
    sprintSpeedKph
    speedZoneBoundsKph
    accelerationThresholdMps2
    individualSpeedZones
  }
`);

/** The club's settings and thresholds (docs/product/club-administration.md §6). */
export const ClubSettingsQuery = graphql(`
  query ClubSettingsQuery($clubId: ID!) {
    club(id: $clubId) {
      ...ClubSettingsFields
      metricSettings {
        ...ClubThresholds
      }
      sessionsWithStoredFiles
    }
  }
`);

export const UpdateClubSettingsMutation = graphql(`
  mutation updateClubSettings($clubId: ID!, $input: ClubSettingsInput!) {
    updateClubSettings(clubId: $clubId, input: $input) {
      club {
        ...ClubSettingsFields
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const UpdateThresholdsMutation = graphql(`
  mutation updateThresholds($input: UpdateMetricSettingsInput!) {
    updateMetricSettings(input: $input) {
      metricSettings {
        ...ClubThresholds
      }
      sessionsReprocessing
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

/** The club's sessions still processing, live. */
export const ClubReprocessingSubscription = graphql(`
  subscription ClubReprocessing($clubId: ID!) {
    clubReprocessing(clubId: $clubId) {
      clubId
      sessionsProcessing
    }
  }
`);
