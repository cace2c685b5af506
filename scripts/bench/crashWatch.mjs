// Counts a server's crashes (it exited, or stopped answering a health check)
// and brings it back each time, a bounded number of times: a server that
// crashes again on every restart ends the run instead of looping.
import { printable } from './internalText.mjs';
import { readServerDatabase } from './readServerDatabase.mjs';
import { answersHealthCheck } from './serverProcess.mjs';

const HEALTH_TIMEOUT_MS = 15_000;
const MAX_CRASHES = 8;

/** The server's last error-level log line (pino JSON), else its last line. */
export function lastServerError(output) {
  const lines = output.trim().split('\n');
  for (let i = lines.length - 1; i >= 0; i--) {
    try {
      const entry = JSON.parse(lines[i]);
      if (entry.level >= 50)
        return printable(`${entry.msg ?? ''}: ${entry.err?.message ?? ''}`, 300);
    } catch {
      // not a log line: uncaught errors print plain text
    }
  }
  // An uncaught error: Node prints the throw site, the error and its stack.
  const thrown = lines.findLast((line) => /^\w*(?:Error|Exception)\b/.test(line.trim()));
  return printable(thrown?.trim() ?? lines.slice(-3).join(' | '), 300);
}

/** Raw track ids whose jobs were running when the server died (what probably killed it). */
async function jobsRunningAtDeath(serverOptions) {
  try {
    return await readServerDatabase(serverOptions, async (sql) =>
      (
        await sql(
          `select data->>'rawTrackId' as id from pgboss.job where state = 'active' and data ? 'rawTrackId'`,
        )
      ).map((row) => row.id),
    );
  } catch {
    return [];
  }
}

export class CrashWatch {
  crashes = 0;
  /** Why the run had to stop (the server does not come back), or null. */
  aborted = null;
  /** Descriptions of the crashes, for the report. */
  reports = [];

  /** `describeRawTrack(id)` names the input a raw track came from, for the crash report. */
  constructor(server, serverOptions, describeRawTrack = () => null) {
    this.server = server;
    this.serverOptions = serverOptions;
    this.describeRawTrack = describeRawTrack;
    this.recovering = null;
  }

  /** Resolves once the server answers; restarts it when it crashed. */
  async ensureAlive() {
    if (this.recovering) await this.recovering;
    if (this.aborted) return;
    if (!this.server.running) {
      await this.recover(`the server exited (${this.server.exitReason})`);
    } else if (!(await answersHealthCheck(this.server.baseUrl, HEALTH_TIMEOUT_MS))) {
      await this.recover(`no answer to a health check within ${HEALTH_TIMEOUT_MS / 1000} s`);
    }
  }

  /** One recovery at a time: whoever sees the server down first restarts it; the rest wait. */
  recover(reason) {
    this.recovering ??= this.restart(reason).finally(() => {
      this.recovering = null;
    });
    return this.recovering;
  }

  async restart(reason) {
    this.crashes += 1;
    const said = lastServerError(this.server.output);
    await this.server.kill();
    const running = await jobsRunningAtDeath(this.serverOptions);
    const suspects = running.map((id) => this.describeRawTrack(id) ?? `raw track ${id}`);
    this.reports.push(
      `${reason}; server said: ${said}` +
        (suspects.length ? `; jobs running at the time: ${suspects.slice(0, 4).join('; ')}` : ''),
    );
    while (this.crashes <= MAX_CRASHES) {
      try {
        await this.server.start();
        return;
      } catch (error) {
        this.crashes += 1;
        this.reports.push(`restart failed: ${lastServerError(String(error.message))}`);
      }
    }
    this.aborted = `the server crashed ${this.crashes} times; it does not stay up`;
  }
}
