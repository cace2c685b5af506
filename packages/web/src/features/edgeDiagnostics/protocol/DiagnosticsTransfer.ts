import { base64ToBytes, bytesToBase64 } from './base64';
import { checkDataUri } from './checkDataUri';
import { ChunkForwarder, type PostChunk, type RetryPolicy } from './ChunkForwarder';
import { ChunkSequence } from './ChunkSequence';
import { DIAGNOSTICS_MESSAGES, DiagnosticsError, errorText } from './diagnosticsMessages';
import { parseAuthorization, type AuthorizationHeader } from './parseAuthorization';
import type { TrackerBluetooth, TrackerDevice } from './trackerBluetooth';
import { STREAM_START, STREAM_STOP, TRACKER_GATT } from './trackerGatt';
import { TrackerLink } from './TrackerLink';
import type { TransferLog } from './TransferLog';
import { transferTexts as texts } from './transferTexts';

export interface UnlockRequest {
  serialNumber: string;
  boardName: string;
  /** The tracker's nonce, base64. */
  message: string;
}

export interface TransferDependencies {
  bluetooth: TrackerBluetooth;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** SecureMessage: the server's base64 signature of the unlock message. */
  signUnlock: (request: UnlockRequest) => Promise<string | null | undefined>;
  log: TransferLog;
  retry?: RetryPolicy;
  wait?: (ms: number) => Promise<void>;
}

type Ending = 'stopped' | 'disconnected' | 'forwardingFailed';

const MIN_NONCE_BYTES = 16;
const MAX_NONCE_BYTES = 32;
const SIGNATURE_BYTES = 64;
const { mds, unlock } = TRACKER_GATT;

class Cancelled extends Error {}

function signatureBytes(signedMessage: string | null | undefined): Uint8Array<ArrayBuffer> {
  try {
    const bytes = signedMessage ? base64ToBytes(signedMessage) : null;
    if (bytes?.length === SIGNATURE_BYTES) return bytes;
  } catch {
    // Not base64: no usable signature either.
  }
  throw new DiagnosticsError(DIAGNOSTICS_MESSAGES.noSignedMessage);
}

/**
 * One Bluetooth transfer of a tracker's diagnostics (docs/product/shell-and-sessions.md §4, docs/product/diagnostics-protocol.md):
 * connect, identify, unlock with the server's signature, stream, and forward
 * every chunk in order. Everything it does and every failure goes to the log.
 */
export class DiagnosticsTransfer {
  private device: TrackerDevice | null = null;
  private link: TrackerLink | null = null;
  private streaming = false;
  private stopRequested = false;
  private endStreaming: (ending: Ending) => void = () => undefined;
  private readonly sequence = new ChunkSequence();
  private forwarder: ChunkForwarder | null = null;
  private forwarded = 0;

  constructor(private readonly deps: TransferDependencies) {}

  /** Runs the whole transfer and never rejects. Call it from the click: it opens the chooser. */
  async run(): Promise<void> {
    const { log } = this.deps;
    log.update({ phase: 'connecting' });
    try {
      const post = await this.prepare();
      await this.finish(await this.stream(post));
    } catch (error) {
      this.link?.disconnect();
      if (this.stopRequested) log.add('step', texts.cancelled);
      else log.add('error', errorText(error));
      log.update({ phase: this.stopRequested ? 'finished' : 'failed' });
    } finally {
      this.device?.removeEventListener('gattserverdisconnected', this.onDisconnected);
    }
  }

  /** Ends the stream cleanly; before streaming, cancels the transfer. */
  stop() {
    this.stopRequested = true;
    if (this.streaming) this.endStreaming('stopped');
    else this.link?.disconnect();
  }

  private checkCancelled() {
    if (this.stopRequested) throw new Cancelled();
  }

  private async prepare(): Promise<PostChunk> {
    const { bluetooth, log, signUnlock } = this.deps;
    log.add('step', texts.choosing);
    const device = await bluetooth.requestDevice({
      acceptAllDevices: true,
      optionalServices: [mds.service, unlock.service],
    });
    this.device = device;
    this.checkCancelled();
    log.add('step', texts.connecting(device.name));
    const link = (this.link = await TrackerLink.open(device));
    device.addEventListener('gattserverdisconnected', this.onDisconnected);
    this.checkCancelled();

    const features = await link.readBytes('supportedFeatures');
    if (features.some((byte) => byte !== 0)) {
      const hex = Array.from(features, (byte) => byte.toString(16).padStart(2, '0')).join('');
      throw new DiagnosticsError(texts.unsupportedFeatures(hex));
    }
    log.add('step', texts.featuresChecked);

    const notSet = DIAGNOSTICS_MESSAGES.serialOrBoardNotSet;
    const serialNumber = await link.readText('deviceIdentifier', notSet);
    const boardName = await link.readText('boardName', notSet);
    if (!serialNumber.trim() || !boardName.trim()) throw new DiagnosticsError(notSet);
    log.update({ tracker: { serialNumber, boardName } });
    log.add('step', texts.identified(serialNumber, boardName));

    const nonce = await link.readBytes('nonce', DIAGNOSTICS_MESSAGES.nonceReadFailed);
    if (nonce.length < MIN_NONCE_BYTES || nonce.length > MAX_NONCE_BYTES) {
      throw new DiagnosticsError(DIAGNOSTICS_MESSAGES.nonceReadFailed);
    }
    log.add('step', texts.nonceRead(nonce.length));
    log.add('step', texts.signing);
    const message = bytesToBase64(nonce);
    const signature = signatureBytes(await signUnlock({ serialNumber, boardName, message }));
    this.checkCancelled();
    await link.write('signature', signature).catch((error: unknown) => {
      throw error instanceof DiagnosticsError
        ? error
        : new DiagnosticsError(texts.unlockRefused(errorText(error)));
    });
    log.add('step', texts.unlocked);

    const missing = DIAGNOSTICS_MESSAGES.dataUriOrAuthorizationNotSet;
    const dataUri = (await link.readText('dataUri', missing)).trim();
    const authorization = (await link.readText('authorization', missing)).trim();
    if (!dataUri || !authorization) throw new DiagnosticsError(missing);
    const header = parseAuthorization(authorization);
    const url = checkDataUri(dataUri);
    log.add('step', texts.destination(url.origin));
    return this.poster(url, header);
  }

  private poster(url: URL, header: AuthorizationHeader): PostChunk {
    return async (bytes) => {
      const response = await this.deps.fetch(url.href, {
        method: 'POST',
        headers: { 'Content-Type': 'application/octet-stream', [header.name]: header.value },
        body: bytes,
        // The address comes from a device: it gets neither our cookies nor where we are.
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
        cache: 'no-store',
      });
      await response.body?.cancel();
      return response.status;
    };
  }

  private async stream(post: PostChunk): Promise<Ending> {
    const { log } = this.deps;
    const link = this.link!;
    const ended = new Promise<Ending>((resolve) => (this.endStreaming = resolve));
    this.forwarder = new ChunkForwarder(
      post,
      {
        forwarded: (chunk, status) => {
          log.add('chunk', texts.forwarded(chunk, status));
          log.update({ forwarded: ++this.forwarded, pending: this.forwarder!.pending });
        },
        retrying: (chunk, problem, attempt, delayMs) =>
          log.add('retry', texts.retrying(chunk, problem, attempt, delayMs)),
        failed: (chunk, problem) => {
          log.add('error', texts.forwardingFailed(chunk, problem));
          this.endStreaming('forwardingFailed');
        },
      },
      this.deps.retry,
      this.deps.wait,
    );
    // Notifications first, then the start command, or the first chunks are missed.
    link.characteristic('dataExport').addEventListener('characteristicvaluechanged', this.onPacket);
    await link.startNotifications('dataExport');
    await link.write('dataExport', Uint8Array.of(STREAM_START));
    this.streaming = true;
    log.update({ phase: 'streaming' });
    log.add('step', texts.streaming);
    if (this.stopRequested) this.endStreaming('stopped');
    return ended;
  }

  private async finish(ending: Ending) {
    const { log } = this.deps;
    const forwarder = this.forwarder!;
    if (ending === 'disconnected') {
      log.add('error', texts.disconnected);
      if (forwarder.pending > 0) log.add('step', texts.stillQueued(forwarder.pending));
    } else {
      log.update({ phase: 'stopping' });
      log.add('step', texts.stopping);
      await this.stopStreaming();
    }
    await forwarder.drained();
    if (forwarder.failed) {
      log.add('error', texts.notForwarded(forwarder.pending));
      log.update({ phase: 'failed' });
    } else {
      log.add('step', texts.finished(this.forwarded));
      log.update({ phase: 'finished' });
    }
  }

  /** 0x00, notifications off, disconnect; chunks already received keep being forwarded. */
  private async stopStreaming() {
    const link = this.link!;
    try {
      await link.write('dataExport', Uint8Array.of(STREAM_STOP));
      await link.stopNotifications('dataExport');
    } catch (error) {
      this.deps.log.add('error', errorText(error));
    } finally {
      link
        .characteristic('dataExport')
        .removeEventListener('characteristicvaluechanged', this.onPacket);
      this.device?.removeEventListener('gattserverdisconnected', this.onDisconnected);
      link.disconnect();
    }
  }

  private readonly onDisconnected = () => this.endStreaming('disconnected');

  private readonly onPacket = () => {
    const view = this.link?.characteristic('dataExport').value;
    const forwarder = this.forwarder;
    if (!view || view.byteLength === 0 || !forwarder) return;
    const { log } = this.deps;
    const verdict = this.sequence.check(view.getUint8(0));
    const { sequenceNumber } = verdict;
    if (verdict.kind === 'duplicate') return log.add('warning', texts.duplicate(sequenceNumber));
    if (verdict.kind === 'gap')
      log.add('warning', texts.dataLoss(verdict.expected, sequenceNumber));
    if (view.byteLength === 1) return log.add('step', texts.emptyChunk(sequenceNumber));
    // The value is overwritten by the next notification: copy the chunk out now.
    const bytes = new Uint8Array(view.byteLength - 1);
    bytes.set(new Uint8Array(view.buffer, view.byteOffset + 1, view.byteLength - 1));
    forwarder.enqueue({ sequenceNumber, bytes });
    log.update({ pending: forwarder.pending });
  };
}
