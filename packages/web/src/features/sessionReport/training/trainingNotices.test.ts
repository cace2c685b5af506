import { describe, expect, it } from 'vitest';
import { trainingNotices } from './trainingNotices';
import { TRAINING_TEXTS } from './trainingTexts';

const withData = { athleteMetricSet: { id: 'm1' }, processingWarnings: [] };
const unprocessed = { athleteMetricSet: null, processingWarnings: [] };
const failed = { athleteMetricSet: null, processingWarnings: [{ id: 'w1' }] };

describe('trainingNotices', () => {
  it('says nothing when every athlete has data', () => {
    expect(trainingNotices([withData, withData])).toEqual([]);
    expect(trainingNotices([])).toEqual([]);
  });

  it('asks to check back when an athlete has not been processed yet', () => {
    expect(trainingNotices([withData, unprocessed])).toEqual([TRAINING_TEXTS.notProcessed]);
  });

  it('says an athlete has no data when processing left a warning', () => {
    expect(trainingNotices([withData, failed])).toEqual([TRAINING_TEXTS.missingData]);
  });

  it('can say both', () => {
    expect(trainingNotices([unprocessed, failed])).toEqual([
      TRAINING_TEXTS.notProcessed,
      TRAINING_TEXTS.missingData,
    ]);
  });
});
