import { graphql } from '../../gql';

graphql(`
  fragment SurveyEditorFields on Survey {
    id
    title
    archived
    questions {
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
      metric
      hidden
    }
    timers {
      id
      kind
      localTime
      offsetMinutes
      timeZone
      allAthletes
      athleteIds
      athleteGroupIds
    }
  }
`);

/** The club's surveys (archived too), and the squad and groups to send them to. */
export const SurveysQuery = graphql(`
  query SurveysQuery($clubId: ID!) {
    club(id: $clubId) {
      id
      settings {
        timeZone
      }
      surveys(includeArchived: true) {
        ...SurveyEditorFields
      }
      squadAthletes {
        id
        name
      }
      athleteGroups {
        id
        name
      }
    }
  }
`);

export const CreateSurveyMutation = graphql(`
  mutation CreateSurvey($clubId: ID!, $title: String!) {
    createSurvey(clubId: $clubId, title: $title) {
      survey {
        ...SurveyEditorFields
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const UpdateSurveyMutation = graphql(`
  mutation UpdateSurvey($id: ID!, $title: String!) {
    updateSurvey(id: $id, title: $title) {
      survey {
        ...SurveyEditorFields
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const ArchiveSurveyMutation = graphql(`
  mutation ArchiveSurvey($id: ID!) {
    archiveSurvey(id: $id) {
      survey {
        ...SurveyEditorFields
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const RestoreSurveyMutation = graphql(`
  mutation RestoreSurvey($id: ID!) {
    restoreSurvey(id: $id) {
      survey {
        ...SurveyEditorFields
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const AddSurveyQuestionMutation = graphql(`
  mutation AddSurveyQuestion($surveyId: ID!, $question: SurveyQuestionInput!) {
    addSurveyQuestion(surveyId: $surveyId, question: $question) {
      survey {
        ...SurveyEditorFields
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const UpdateSurveyQuestionMutation = graphql(`
  mutation UpdateSurveyQuestion($id: ID!, $question: SurveyQuestionInput!) {
    updateSurveyQuestion(id: $id, question: $question) {
      survey {
        ...SurveyEditorFields
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const MoveSurveyQuestionMutation = graphql(`
  mutation MoveSurveyQuestion($id: ID!, $position: Int!) {
    moveSurveyQuestion(id: $id, position: $position) {
      survey {
        ...SurveyEditorFields
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const RemoveSurveyQuestionMutation = graphql(`
  mutation RemoveSurveyQuestion($id: ID!) {
    removeSurveyQuestion(id: $id) {
      survey {
        ...SurveyEditorFields
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const SetSurveyQuestionHiddenMutation = graphql(`
  mutation SetSurveyQuestionHidden($id: ID!, $hidden: Boolean!) {
    setSurveyQuestionHidden(id: $id, hidden: $hidden) {
      survey {
        ...SurveyEditorFields
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const CreateSurveyTimerMutation = graphql(`
  mutation CreateSurveyTimer($surveyId: ID!, $timer: SurveyTimerInput!) {
    createSurveyTimer(surveyId: $surveyId, timer: $timer) {
      survey {
        ...SurveyEditorFields
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const UpdateSurveyTimerMutation = graphql(`
  mutation UpdateSurveyTimer($id: ID!, $timer: SurveyTimerInput!) {
    updateSurveyTimer(id: $id, timer: $timer) {
      survey {
        ...SurveyEditorFields
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const DeleteSurveyTimerMutation = graphql(`
  mutation DeleteSurveyTimer($id: ID!) {
    deleteSurveyTimer(id: $id) {
      survey {
        ...SurveyEditorFields
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

export const SendSurveyNowMutation = graphql(`
  mutation SendSurveyNow($surveyId: ID!, $recipients: SurveyRecipientsInput!) {
    sendSurveyNow(surveyId: $surveyId, recipients: $recipients) {
      distributionId
      recipientCount
      errors {
        ...MutationErrorFields
      }
    }
  }
`);

/** A day's distributions with who answered, and the day's wellness flags (staff). */
export const CompletionBoardQuery = graphql(`
  query CompletionBoardQuery($clubId: ID!, $date: String!) {
    surveyCompletionBoard(clubId: $clubId, date: $date) {
      id
      distributedAt
      survey {
        id
        title
      }
      recipients {
        athlete {
          id
          name
        }
        answeredAt
        remindedAt
      }
    }
    wellnessFlags(clubId: $clubId, date: $date) {
      athlete {
        id
        name
      }
      hooperIndex
      mean
      standardDeviation
      baselineDays
    }
  }
`);

export const BoardClubQuery = graphql(`
  query BoardClubQuery($clubId: ID!) {
    club(id: $clubId) {
      id
      settings {
        timeZone
      }
    }
  }
`);

export const RemindSurveyRecipientsMutation = graphql(`
  mutation RemindSurveyRecipients($distributionId: ID!) {
    remindSurveyRecipients(distributionId: $distributionId) {
      reminded
      errors {
        ...MutationErrorFields
      }
    }
  }
`);
