export const MY_DISTRIBUTIONS = `query ($state: SurveyDistributionState, $limit: Int) {
  mySurveyDistributions(state: $state, limit: $limit) {
    id clubId distributedAt sessionId
    survey { id title questions { id position kind prompt required min max unit choices metric } }
    answer { id submittedAt values replacedCount }
  }
}`;

export const SUBMIT = `mutation ($distributionId: ID!, $answers: [SurveyAnswerInput!]!) {
  submitSurveyAnswer(distributionId: $distributionId, answers: $answers) {
    answer { id submittedAt values replacedCount }
    errors { path fullMessages }
  }
}`;

export const CLUB_SURVEYS = `query ($id: ID!) {
  club(id: $id) { id surveys { id title questions { id prompt kind } } }
}`;

export interface SubmitAnswer {
  submitSurveyAnswer: {
    answer: { id: string; values: Record<string, unknown>; replacedCount: number } | null;
    errors: { path: string[]; fullMessages: string[] }[];
  };
}

export interface MyDistributions {
  mySurveyDistributions: {
    id: string;
    clubId: string;
    distributedAt: string;
    survey: { id: string; title: string; questions: { id: string; prompt: string }[] };
    answer: { id: string; values: Record<string, unknown>; replacedCount: number } | null;
  }[];
}
