import { basename } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Lines of an error kept: what failed, and for an expectation its locator and wait. */
const LINES = 4;

/** An error's first lines on one line, without terminal colours. */
function firstLines(result: TestResult): string {
  const message = result.errors[0]?.message ?? result.error?.message ?? result.status;
  const lines = stripVTControlCharacters(message).split('\n');
  return lines
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, LINES)
    .join(' · ');
}

/**
 * Repeats, as the run's last lines, each failed test with its error's first lines:
 * a CI log that keeps only its tail still says why each test failed.
 */
export default class FailureSummary implements Reporter {
  private readonly failures: string[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (test.outcome() !== 'unexpected' || result.retry < test.retries) return;
    const where = `${basename(test.location.file)}:${test.location.line}`;
    this.failures.push(`  ${where} ${test.title}\n    ${firstLines(result)}`);
  }

  onEnd(result: FullResult) {
    if (this.failures.length === 0) return;
    console.log(`\nWhy each test failed (${result.status}):\n${this.failures.join('\n')}`);
  }
}
