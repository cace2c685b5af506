import { describe, expect, it } from 'vitest';
import { trainingTabFromPath, trainingTabPath } from './trainingTabs';

describe('training tab paths', () => {
  it('removes the spaces of the tab name', () => {
    expect(trainingTabPath('Session Avg')).toBe('SessionAvg');
    expect(trainingTabPath('Details')).toBe('Details');
    expect(trainingTabPath('Speeds')).toBe('Speeds');
  });

  it('reads the tab back, defaulting to the first', () => {
    expect(trainingTabFromPath('Speeds')).toBe('Speeds');
    expect(trainingTabFromPath('SessionAvg')).toBe('Session Avg');
    expect(trainingTabFromPath(undefined)).toBe('Session Avg');
    expect(trainingTabFromPath('Heatmaps')).toBe('Session Avg');
  });
});
