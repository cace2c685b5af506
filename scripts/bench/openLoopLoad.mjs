// An open-loop load: one request every 1/rate seconds for a while, each sent
// on schedule whether or not earlier ones have been answered (as many users
// would), over a bounded pool of keep-alive connections. Latency counts from
// the scheduled moment, so time spent queued behind a slow server counts too.
import http from 'node:http';

const CONNECTIONS = 64;
const MAX_IN_FLIGHT = 2_000;

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * POSTs JSON to `url` at `rate` per second for `seconds`: `body` (text) with
 * `headers` every time, or what `request(i)` gives for the i-th request
 * (`{ headers, body }`). An answer is an error unless it is 200 without
 * GraphQL errors; a 503 (the server shedding load) counts as `unavailable`.
 * At most `connections` requests are on the wire at once; the rest wait
 * their turn in the client, as they would in a browser.
 * Resolves once every request has been answered or has timed out, and
 * `afterSending()` (started as the last request is sent) has settled; its
 * value is the result's `afterSending`.
 */
export async function openLoopLoad({
  url,
  headers,
  body,
  request: requestOf = () => ({ headers, body }),
  rate,
  seconds,
  timeoutMs = 10_000,
  connections = CONNECTIONS,
  afterSending = async () => undefined,
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const latencies = [];
  const okLatencies = [];
  const counts = {
    sent: 0,
    ok: 0,
    errors: 0,
    unavailable: 0,
    timeouts: 0,
    skipped: 0,
    bytes: 0,
  };
  let inFlight = 0;
  let lastAnsweredAt = NaN;
  const pending = new Set();

  const send = (scheduledAt, index) => {
    if (inFlight >= MAX_IN_FLIGHT) {
      counts.skipped += 1;
      return;
    }
    const { headers: requestHeaders, body: requestBody } = requestOf(index);
    const payload = Buffer.from(requestBody);
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
        const ms = outcome === 'timeouts' ? Infinity : performance.now() - scheduledAt;
        latencies.push(ms);
        lastAnsweredAt = performance.now();
        if (outcome === 'ok') okLatencies.push(ms);
        counts[outcome] += 1;
        resolve();
      };
      const request = http.request(
        {
          agent,
          method: 'POST',
          hostname: target.hostname,
          port: target.port,
          path: target.pathname,
          headers: {
            ...requestHeaders,
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
            if (response.statusCode === 503) return finish('unavailable');
            const failed = response.statusCode !== 200 || answer.includes('"errors":');
            finish(failed ? 'errors' : 'ok');
          });
          response.on('error', () => finish('errors'));
        },
      );
      // From the scheduled moment, queueing for a connection included: a user waits for both.
      // The client gives up then and closes the connection, as a browser tab being closed would.
      const timer = setTimeout(
        () => {
          finish('timeouts');
          request.destroy();
        },
        timeoutMs - (performance.now() - scheduledAt),
      );
      request.on('error', () => finish('errors'));
      request.end(payload);
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
  const [after] = await Promise.all([afterSending(), ...pending]);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const okSorted = okLatencies.sort((a, b) => a - b);
  return {
    ...counts,
    // Until the last answer (or time-out): what `afterSending` does after is not counted.
    seconds: (lastAnsweredAt - started) / 1000,
    offeredPerSecond: counts.sent / (sendingMs / 1000),
    answered: counts.ok + counts.errors + counts.unavailable,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.at(-1) ?? NaN,
    okP50Ms: percentile(okSorted, 50),
    okP99Ms: percentile(okSorted, 99),
    afterSending: after,
  };
}
