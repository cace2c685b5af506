import { graphql } from '../../../gql';

/** What a training report shows of an athlete: a `ReportAthlete`. */
export const TrainingAthleteFragmentDoc = graphql(`
  fragment TrainingAthlete on Athlete {
    id
    name
    initials
    profilePicture {
      thumbnailUrl
    }
  }
`);
