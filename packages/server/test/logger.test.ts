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
});
