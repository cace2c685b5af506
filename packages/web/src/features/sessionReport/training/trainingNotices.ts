import { TRAINING_TEXTS } from './trainingTexts';

export interface ParticipationState {
  athleteMetricSet: { id: string } | null;
  processingWarnings: readonly { id: string }[];
}

/**
 * What a view must say about missing data. A participation without metrics and without any
 * processing warning has not been processed yet (its data may still arrive); one whose
 * processing left a warning has been processed and has no usable data.
 */
export function trainingNotices(participations: readonly ParticipationState[]): string[] {
  const withoutMetrics = participations.filter((p) => p.athleteMetricSet === null);
  const notices: string[] = [];
  if (withoutMetrics.some((p) => p.processingWarnings.length === 0)) {
    notices.push(TRAINING_TEXTS.notProcessed);
  }
  if (withoutMetrics.some((p) => p.processingWarnings.length > 0)) {
    notices.push(TRAINING_TEXTS.missingData);
  }
  return notices;
}
