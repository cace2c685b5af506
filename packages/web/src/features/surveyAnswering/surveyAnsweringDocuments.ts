import { graphql } from '../../gql';

graphql(`
  fragment AnsweringQuestionFields on SurveyQuestion {
    id
    position
    kind
    prompt
    required
    min
    max
    minLabel
    maxLabel
    unit
    choices
    hidden
  }
`);

/** The athlete's distributions: the page finds its own among them (docs/product/athlete-app.md §3). */
export const AnsweringDistributionsQuery = graphql(`
  query AnsweringDistributionsQuery {
    mySurveyDistributions {
      id
      clubId
      distributedAt
      survey {
        id
        title
        questions {
          ...AnsweringQuestionFields
        }
      }
      answer {
        id
        values
        submittedAt
      }
    }
  }
`);

export const SubmitSurveyAnswerMutation = graphql(`
  mutation SubmitSurveyAnswerMutation($distributionId: ID!, $answers: [SurveyAnswerInput!]!) {
    submitSurveyAnswer(distributionId: $distributionId, answers: $answers) {
      answer {
        id
        values
        submittedAt
        replacedCount
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);
