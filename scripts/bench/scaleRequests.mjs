// The scale run's requests as a coach's browser sends them (scaleBench.mjs): a page's batch,
// a dataset's table from the Arrow route and as GraphQL JSON; times and bytes on the wire.
import http from 'node:http';
import { gunzipSync } from 'node:zlib';

const RUNS = 15;
const WARM_UP = 3;
const FETCHES = 5;
const PAGE_TIMEOUT_MS = 60_000;
const FETCH_DATASET = `query FetchDatasetQuery($datasetIds: [ID!]!) {
  fetchDataset(datasetIds: $datasetIds) { id title rowCount columns { id name rows chartDataType } } }`;

const sorted = (values) => [...values].sort((a, b) => a - b);
export const median = (values) => sorted(values)[Math.floor(values.length / 2)];
const p95 = (values) =>
  sorted(values)[Math.min(values.length - 1, Math.floor(values.length * 0.95))];

/** POSTs `body` to /api/graphql accepting gzip; ms, bytes on the wire, and the answer's text. */
function post(session, body) {
  const target = new URL(`${session.baseUrl}/api/graphql`);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        method: 'POST',
        hostname: target.hostname,
        port: target.port,
        path: target.pathname,
        headers: {
          ...session.headers,
          'content-type': 'application/json',
          'accept-encoding': 'gzip',
          'content-length': Buffer.byteLength(body),
        },
        timeout: PAGE_TIMEOUT_MS,
      },
      (response) => {
        const gzip = response.headers['content-encoding'] === 'gzip';
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const wire = Buffer.concat(chunks);
          const ms = performance.now() - started;
          const text = (gzip ? gunzipSync(wire) : wire).toString();
          if (response.statusCode !== 200 || text.includes('"errors":')) {
            reject(new Error(`answered ${response.statusCode}: ${text.slice(0, 300)}`));
            return;
          }
          resolve({ ms, bytes: wire.length, answerBytes: Buffer.byteLength(text) });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end(body);
  });
}

/** A page's batch: median and p95 answer time, and its bytes on the wire. */
export async function timePage(session, body) {
  for (let run = 0; run < WARM_UP; run += 1) await post(session, body);
  const answers = [];
  for (let run = 0; run < RUNS; run += 1) answers.push(await post(session, body));
  const times = answers.map((answer) => answer.ms);
  return { median: median(times), p95: p95(times), bytes: answers[0].bytes };
}

/** GETs a dataset's table from the Arrow route accepting gzip, as the web app does: ms and bytes on the wire. */
function getArrowTable(session, datasetId) {
  const target = new URL(`${session.baseUrl}/api/datasets/${datasetId}/table.arrow`);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(
      target,
      { headers: { ...session.headers, 'accept-encoding': 'gzip' }, timeout: PAGE_TIMEOUT_MS },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`answered ${response.statusCode}`));
          else resolve({ ms: performance.now() - started, bytes });
        });
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
  });
}

/** The table through the Arrow route: median time and bytes on the wire. */
export async function timeArrowLoad(session, datasetId) {
  await getArrowTable(session, datasetId);
  const answers = [];
  for (let run = 0; run < FETCHES; run += 1) answers.push(await getArrowTable(session, datasetId));
  return { median: median(answers.map((answer) => answer.ms)), bytes: answers[0].bytes };
}

/** FetchDatasetQuery with the table's columns, as API users ask: median time and bytes. */
export async function timeDatasetLoad(session, datasetId) {
  const body = JSON.stringify({
    operationName: 'FetchDatasetQuery',
    query: FETCH_DATASET,
    variables: { datasetIds: [datasetId] },
  });
  await post(session, body);
  const answers = [];
  for (let run = 0; run < FETCHES; run += 1) answers.push(await post(session, body));
  return {
    median: median(answers.map((answer) => answer.ms)),
    bytes: answers[0].bytes,
    answerBytes: answers[0].answerBytes,
  };
}
