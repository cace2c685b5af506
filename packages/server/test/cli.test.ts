import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './support/runCli.js';

describe.concurrent('touchline CLI', () => {
  it.each([
    [['club', 'feature', 'Touchline FC', 'not_a_flag', 'on'], /"not_a_flag" is not a feature flag/],
    [['club', 'feature', 'Touchline FC', 'csv_exports', 'maybe'], /Say on or off/],
    [['user', 'create', '--email', 'a@b.test'], /--name is required/],
    [['club', 'add-member', 'Touchline FC', '--email', 'a@b.test', '--role', 'captain'], /--role/],
    [['frobnicate'], /Unknown command "frobnicate"/],
    [['migrate', '--force'], /Unknown option '--force'/],
  ])('rejects %j with one line and exit code 2', async (args, message) => {
    const dataDir = await mkdtemp(join(tmpdir(), 'touchline-cli-'));
    const result = await runCli(args, { TOUCHLINE_DATA_DIR: dataDir });
    expect(result.code).toBe(2);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(message);
  });

  it('explains a bad environment variable in one line', async () => {
    const result = await runCli(['migrate'], { PORT: 'eighty' });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      'touchline: PORT must be a number from 0 to 65535, got "eighty".',
    );
  });

  it('prints help for a command', async () => {
    const result = await runCli(['club', 'feature', '--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: touchline club feature NAME FLAG on|off');
  });
});
