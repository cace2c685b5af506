
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "Session": [
      "MatchSession",
      "TrainingSession"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "Session": [
      "MatchSession",
      "TrainingSession"
    ]
  }
};
      export default result;
    