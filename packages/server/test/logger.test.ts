import { DrizzleQueryError } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger.js';

/** A standard output that records what is written, a terminal or not. */
function output(isTTY: boolean) {
  const written: string[] = [];
  return { isTTY, written, write: (text: string) => written.push(text) };
}

describe('createLogger', () => {
  it('writes readable lines to a terminal, in order with what the process prints itself', () => {
    const terminal = output(true);
    const log = createLogger('info', terminal);
    terminal.write('Touchline is starting\n');
    log.info({ url: 'http://localhost:3000/' }, 'Touchline is listening');
    terminal.write('Touchline is running at http://localhost:3000/\n');
    expect(terminal.written).toHaveLength(3);
    expect(terminal.written[0]).toBe('Touchline is starting\n');
    expect(terminal.written[1]).toMatch(/INFO.*Touchline is listening/);
    expect(terminal.written[1]).toContain('url: "http://localhost:3000/"');
    expect(terminal.written[1]!.trimStart().startsWith('{')).toBe(false);
    expect(terminal.written[2]).toBe('Touchline is running at http://localhost:3000/\n');
  });

  it('writes one JSON object per line anywhere else (a pipe, a file, a log collector)', () => {
    const pipe = output(false);
    const log = createLogger('info', pipe);
    log.info({ url: 'http://localhost:3000/' }, 'Touchline is listening');
    log.debug('below the level: not written');
    expect(pipe.written).toHaveLength(1);
    const line = JSON.parse(pipe.written[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({
      level: 30,
      msg: 'Touchline is listening',
      url: 'http://localhost:3000/',
    });
  });

  describe('a logged error', () => {
    const FREE_TEXT = 'I slept badly because my knee hurts. '.repeat(100_000);

    it('of a failed query keeps its SQL and the size of its values, not the values', () => {
      const pipe = output(false);
      const log = createLogger('info', pipe);
      const cause = Object.assign(new Error('invalid input syntax'), { code: '22P02' });
      const query = 'insert into "survey_answers" ("values") values ($1)';
      log.error({ err: new DrizzleQueryError(query, [FREE_TEXT, 42], cause) }, 'request failed');
      const [line] = pipe.written;
      expect(line!.length).toBeLessThan(8_000);
      expect(line).not.toContain('knee');
      const { err } = JSON.parse(line!) as { err: Record<string, unknown> };
      expect(err).toMatchObject({
        query,
        params: { count: 2, bytes: Buffer.byteLength(JSON.stringify([FREE_TEXT, 42])) },
      });
      expect(err['message']).toBe(
        `Failed query: ${query}\nparams: (not logged): invalid input syntax`,
      );
      expect(err['stack']).toContain('caused by: Error: invalid input syntax');
      expect(err['stack']).toBeDefined();
    });

    it('quoting a variable it could not read keeps the variable’s name, not its value', () => {
      const pipe = output(false);
      const log = createLogger('info', pipe);
      const error = new GraphQLError(
        `Variable "$answers" got invalid value { text: "${FREE_TEXT}" }; Expected type "JSON".`,
      );
      log.error({ err: error }, 'unexpected error in a GraphQL operation');
      const [line] = pipe.written;
      expect(line!.length).toBeLessThan(8_000);
      expect(line).not.toContain('knee');
      expect(line).toContain(
        'Variable \\"$answers\\" got an invalid value (not logged); Expected type',
      );
    });
  });
});
