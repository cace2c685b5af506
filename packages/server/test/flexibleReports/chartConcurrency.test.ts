import { describe, expect, it } from 'vitest';
import { UPDATE_CHART, type ChartAnswer, type PayloadErrors } from './reportOperations.js';
import { aChart, aReport, ask, useReportsWorld } from './reportsWorld.js';

// Two saves of the same chart at once (found by a hardening probe): of two made from the
// same version, exactly one is saved and the other is told, with nothing lost.

useReportsWorld();

type Updated = { updateFlexibleReportChart: { reportChart: ChartAnswer | null } & PayloadErrors };
const CHANGED =
  'This chart was changed by someone else since you opened it. Reload to see their changes.';

describe('two saves of one chart at once', () => {
  it.each([1, 2, 3, 4, 5])('save one, refuse the other, lose nothing (trial %i)', async () => {
    const report = await aReport();
    const chart = await aChart(report.id, 'Distance');
    const saves = await Promise.all(
      ['By the coach', 'By the analyst'].map((title) =>
        ask<Updated>(UPDATE_CHART, {
          id: chart.id,
          attributes: { title, lockVersion: chart.lockVersion },
        }),
      ),
    );
    const outcomes = saves.map((save) => save.updateFlexibleReportChart);
    const saved = outcomes.filter((outcome) => outcome.errors.length === 0);
    const refused = outcomes.filter((outcome) => outcome.errors.length > 0);
    expect(saved).toHaveLength(1);
    expect(refused.map((outcome) => outcome.errors)).toEqual([
      [{ path: ['attributes', 'lockVersion'], fullMessages: [CHANGED] }],
    ]);
    const current = await ask<Updated>(UPDATE_CHART, {
      id: chart.id,
      attributes: { lockVersion: chart.lockVersion + 1 },
    });
    expect(current.updateFlexibleReportChart.reportChart!.title).toBe(saved[0]!.reportChart!.title);
  });
});
