import type { Chunk } from './ChunkForwarder';

const seconds = (ms: number) =>
  `${(ms / 1000).toLocaleString('en', { maximumFractionDigits: 1 })} s`;
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The status log's own lines (the product page's error texts are in diagnosticsMessages). */
export const transferTexts = {
  choosing: 'Choose the tracker in the browser’s Bluetooth window…',
  connecting: (name: string | null | undefined) => `Connecting to ${name || 'the tracker'}…`,
  featuresChecked: 'Memfault Diagnostic Service found; its features are supported',
  unsupportedFeatures: (hex: string) =>
    `The tracker asks for diagnostics features this page does not support (0x${hex})`,
  identified: (serialNumber: string, boardName: string) =>
    `Tracker ${serialNumber}, board ${boardName}`,
  nonceRead: (bytes: number) => `Read a ${bytes}-byte nonce from the tracker`,
  signing: 'Asking Touchline to sign the unlock…',
  unlocked: 'Diagnostics unlocked',
  unlockRefused: (reason: string) => `The tracker refused the unlock (${reason})`,
  destination: (origin: string) => `Chunks go to ${origin}`,
  streaming: 'Streaming diagnostics; chunks are forwarded as they arrive',
  stopping: 'Stopping the stream…',
  duplicate: (sequenceNumber: number) =>
    `Duplicate chunk ${sequenceNumber}: received twice, the copy was dropped`,
  dataLoss: (expected: number, received: number) =>
    `Data loss: expected sequence number ${expected}, received ${received}`,
  emptyChunk: (sequenceNumber: number) => `Chunk ${sequenceNumber} was empty and is skipped`,
  forwarded: (chunk: Chunk, status: number) =>
    `Chunk ${chunk.sequenceNumber} forwarded: ${plural(chunk.bytes.length, 'byte')}, HTTP ${status}`,
  retrying: (chunk: Chunk, problem: string, attempt: number, delayMs: number) =>
    `Chunk ${chunk.sequenceNumber}: ${problem}; trying again in ${seconds(delayMs)} (attempt ${attempt})`,
  forwardingFailed: (chunk: Chunk, problem: string) =>
    `Chunk ${chunk.sequenceNumber} could not be forwarded: ${problem}`,
  disconnected: 'The tracker disconnected during the transfer',
  stillQueued: (count: number) => `Forwarding the ${plural(count, 'chunk')} received before that…`,
  notForwarded: (count: number) =>
    `${plural(count, 'chunk')} received from the tracker could not be forwarded`,
  cancelled: 'Transfer cancelled',
  finished: (forwarded: number) => `Transfer finished: ${plural(forwarded, 'chunk')} forwarded`,
};
