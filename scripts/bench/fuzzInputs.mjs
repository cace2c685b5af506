// The upload fuzz's inputs: a deterministic sequence (from a seed) of what a
// careless or hostile client sends to POST /api/uploads. Every kind comes
// once first, so a short run covers them all; then kinds are drawn by
// weight, the heavy ones (MB-sized, or huge when parsed) a bounded few times.
import { createRandom } from '@touchline/domain';
import { FILE_KINDS } from './fuzzFileKinds.mjs';
import { HOSTILE_KINDS } from './fuzzHostileKinds.mjs';
import { MB } from './fuzzInputParts.mjs';
import { multipartBody } from './multipartBody.mjs';

// In the order a run first tries them.
const KINDS = { ...FILE_KINDS, ...HOSTILE_KINDS };

/** `{ kind, note, ... }` inputs number 0 .. count-1 for `seed`, limited to `kinds` when given. */
export function* fuzzInputs({ seed, count, kinds = null }) {
  const chosen = Object.entries(KINDS).filter(([name]) => !kinds || kinds.includes(name));
  if (chosen.length === 0)
    throw new Error(`no such kinds: ${kinds}; known: ${Object.keys(KINDS).join(', ')}`);
  const random = createRandom(seed);
  const made = new Map(chosen.map(([name]) => [name, 0]));
  for (let i = 0; i < count; i++) {
    let name;
    if (i < chosen.length) {
      name = chosen[i][0];
    } else {
      const open = chosen.filter(([kind, spec]) => made.get(kind) < (spec.limit ?? Infinity));
      const total = open.reduce((sum, [, spec]) => sum + spec.weight, 0);
      let draw = random.uniform(0, total);
      name = open.find(([, spec]) => (draw -= spec.weight) < 0)?.[0] ?? open[0][0];
    }
    const index = made.get(name);
    made.set(name, index + 1);
    yield { index: i, ...KINDS[name].make(random.fork(i), index) };
  }
}

/** The kinds of input there are, in the order a run first tries them. */
export const FUZZ_KINDS = Object.keys(KINDS);

/** The request body of an input, for the upload slot `{ sessionId, athleteId }`. */
export function uploadBody(input, slot) {
  const mapping =
    input.mapping === 'tag'
      ? { name: 'tagMapping', value: JSON.stringify({ [input.tag]: slot.athleteId }) }
      : { name: 'athleteId', value: slot.athleteId };
  const fields = [
    { name: 'sessionId', value: slot.sessionId },
    mapping,
    { name: 'format', value: input.format },
  ];
  const filePart = { name: 'file', fileName: input.fileName, content: input.content };
  switch (input.variant) {
    case undefined:
      return multipartBody([...fields, filePart]);
    case 'no boundary':
      return { ...multipartBody([...fields, filePart]), contentType: 'multipart/form-data' };
    case 'never closed':
      return multipartBody([...fields, filePart], { unclosed: true });
    case 'too many fields': {
      const many = Array.from({ length: 5000 }, (_, f) => ({ name: `f${f}`, value: 'x' }));
      return multipartBody([...fields, ...many, filePart]);
    }
    case 'a 1 MB field':
      return multipartBody([...fields, { name: 'note', value: 'x'.repeat(MB) }, filePart]);
    case 'two files':
      return multipartBody([...fields, filePart, filePart]);
    case 'no file':
      return multipartBody(fields);
    case 'no session':
      return multipartBody([mapping, filePart]);
    case 'not a UUID session':
      return multipartBody([{ name: 'sessionId', value: 'not-a-uuid' }, mapping, filePart]);
    case 'not a UUID athlete':
      return multipartBody([fields[0], { name: 'athleteId', value: "1' or '1'='1" }, filePart]);
    case 'tagMapping not JSON':
      return multipartBody([fields[0], { name: 'tagMapping', value: '{"T1": ' }, filePart]);
    case 'tagMapping an array':
      return multipartBody([fields[0], { name: 'tagMapping', value: '["T1"]' }, filePart]);
    case 'tagMapping of 10,000 tags': {
      const tags = Object.fromEntries(
        Array.from({ length: 10_000 }, (_, t) => [`T${t}`, slot.athleteId]),
      );
      return multipartBody([
        fields[0],
        { name: 'tagMapping', value: JSON.stringify(tags) },
        filePart,
      ]);
    }
    case 'athlete and tagMapping':
      return multipartBody([...fields, { name: 'tagMapping', value: '{"T1":"x"}' }, filePart]);
    case 'unknown format':
      return multipartBody([fields[0], mapping, { name: 'format', value: 'exe\u0000' }, filePart]);
    case 'JSON body':
      return {
        body: Buffer.from(JSON.stringify({ sessionId: slot.sessionId })),
        contentType: 'application/json',
      };
    case 'empty body':
      return { body: Buffer.alloc(0), contentType: 'multipart/form-data; boundary=x' };
    default:
      throw new Error(`unknown multipart variant ${input.variant}`);
  }
}
