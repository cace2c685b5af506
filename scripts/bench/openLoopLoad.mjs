// An open-loop load: one request every 1/rate seconds for a while, each sent
// on schedule whether or not earlier ones have been answered (as many users
// would), over a bounded pool of keep-alive connections. Latency counts from
// the scheduled moment, so time spent queued behind a slow server counts too.
import http from 'node:http';

const CONNECTIONS = 64;
const MAX_IN_FLIGHT = 2_000;

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * POSTs `body` (JSON text) to `url` with `headers` at `rate` per second for
 * `seconds`; an answer is an error unless it is 200 without GraphQL errors.
 * `request(i)`, when given, gives the i-th request's `{ headers, body }` instead.
 * Resolves once every request has been answered or has timed out.
 */
export async function openLoopLoad({
  url,
  headers,
  body,
  request: requestOf = () => ({ headers, body }),
  rate,
  seconds,
  timeoutMs = 10_000,
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const target = new URL(url);
  const latencies = [];
  const counts = { sent: 0, ok: 0, errors: 0, timeouts: 0, skipped: 0, bytes: 0 };
  let inFlight = 0;
  const pending = new Set();

  const send = (scheduledAt, index) => {
    const request = requestOf(index);
    const payload = Buffer.from(request.body);
    if (inFlight >= MAX_IN_FLIGHT) {
      counts.skipped += 1;
      return;
    }
    counts.sent += 1;
    inFlight += 1;
    const done = new Promise((resolve) => {
      let finished = false;
      const finish = (outcome) => {
        if (finished) return;
        finished = true;
        clearTimeout(timer);
        inFlight -= 1;
        // A time-out counts as slower than any answer, so percentiles past the
        // answered share read as "over the time-out".
        latencies.push(outcome === 'timeouts' ? Infinity : performance.now() - scheduledAt);
        counts[outcome] += 1;
        resolve();
      };
      const outgoing = http.request(
        {
          agent,
          method: 'POST',
          hostname: target.hostname,
          port: target.port,
          path: target.pathname,
          headers: {
            ...request.headers,
            'content-type': 'application/json',
            'content-length': payload.length,
          },
        },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => {
            const answer = Buffer.concat(chunks);
            counts.bytes += answer.length;
            const failed = response.statusCode !== 200 || answer.includes('"errors":');
            finish(failed ? 'errors' : 'ok');
          });
          response.on('error', () => finish('errors'));
        },
      );
      // From the scheduled moment, queueing for a connection included: a user waits for both.
      const timer = setTimeout(
        () => {
          finish('timeouts');
          outgoing.destroy();
        },
        timeoutMs - (performance.now() - scheduledAt),
      );
      outgoing.on('error', () => finish('errors'));
      outgoing.end(payload);
    });
    pending.add(done);
    void done.then(() => pending.delete(done));
  };

  const started = performance.now();
  const total = Math.round(rate * seconds);
  const intervalMs = 1000 / rate;
  for (let i = 0; i < total; i++) {
    const scheduledAt = started + i * intervalMs;
    const wait = scheduledAt - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    send(scheduledAt, i);
  }
  const sendingMs = performance.now() - started;
  await Promise.all(pending);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    ...counts,
    seconds: (performance.now() - started) / 1000,
    offeredPerSecond: counts.sent / (sendingMs / 1000),
    answered: counts.ok + counts.errors,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.at(-1) ?? NaN,
  };
}
