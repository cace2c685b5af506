import { graphql } from '../../gql';

/** The current club's surveys for the selector (spec 02 §7), by title. */
export const SurveyExportQuery = graphql(`
  query SurveyExportQuery($clubId: ID!) {
    club(id: $clubId) {
      id
      surveys {
        id
        title
      }
    }
  }
`);
