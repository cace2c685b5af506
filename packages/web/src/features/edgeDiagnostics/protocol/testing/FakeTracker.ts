import type {
  TrackerBluetooth,
  TrackerDevice,
  TrackerDeviceRequest,
  TrackerGattServer,
  TrackerService,
} from '../trackerBluetooth';
import { TRACKER_GATT } from '../trackerGatt';
import { FakeCharacteristic, gattError, type CharacteristicBehaviour } from './FakeCharacteristic';
import { unlockMessageFor } from './unlockMessageFor';

export interface FakeTrackerOptions {
  /** The server's Ed25519 public key (raw 32 bytes): the unlock is verified against it. */
  publicKey: Uint8Array;
  name?: string;
  serialNumber?: string;
  boardName?: string;
  dataUri?: string;
  authorization?: string;
  supportedFeatures?: number[];
  nonceLength?: number;
  /** Always this nonce instead of fresh random bytes, so a test can sign it ahead. */
  nonce?: Uint8Array;
  /** Chunk bodies in order; an empty one goes out as a packet with only its sequence byte. */
  chunks?: Uint8Array[];
  /** Indices of chunks sent twice in a row. */
  duplicates?: number[];
  /** Indices of chunks never sent; their sequence numbers are used up all the same. */
  losses?: number[];
  /** Sets the three reserved bits of every packet's first byte. */
  reservedBits?: boolean;
  /** The link drops after this many packets. */
  disconnectAfter?: number;
  /** Service and characteristic UUIDs this tracker lacks. */
  missing?: string[];
  failNonceRead?: boolean;
  /** The person closes the browser's chooser without picking. */
  chooserCancelled?: boolean;
  /** Packets sent between two pauses of the event loop. */
  packetsPerTick?: number;
}

const { mds, unlock } = TRACKER_GATT;
const text = (value: string) => new TextEncoder().encode(value);
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
/** A GATT round trip: what `work` answers, or its failure as a rejection. */
const answer = <T>(work: () => T) => new Promise<T>((resolve) => resolve(work()));

/**
 * A tracker speaking MDS and Touchline's unlock, for tests: it verifies the
 * unlock signature with Ed25519 for real, guards the diagnostics until then,
 * and misbehaves on demand. `history` records what was done to it, in order.
 */
export class FakeTracker implements TrackerBluetooth {
  readonly history: string[] = [];
  readonly requests: TrackerDeviceRequest[] = [];
  connected = false;
  unlocked = false;
  notifying = false;
  streaming = false;
  private nonce: Uint8Array | null = null;
  private readonly options: Required<Omit<FakeTrackerOptions, 'disconnectAfter' | 'nonce'>> &
    Pick<FakeTrackerOptions, 'disconnectAfter' | 'nonce'>;
  private readonly disconnectListeners = new Set<() => void>();
  private readonly services: Map<string, Map<string, FakeCharacteristic>>;
  private readonly device: TrackerDevice;

  constructor(options: FakeTrackerOptions) {
    this.options = {
      name: 'Touchline Edge',
      serialNumber: 'EDGE-9001',
      boardName: 'edge-2.1.0',
      dataUri: 'https://chunks.memfault.test/api/v0/chunks/EDGE-9001',
      authorization: 'Memfault-Project-Key:test-project-key',
      supportedFeatures: [0],
      nonceLength: 16,
      chunks: [],
      duplicates: [],
      losses: [],
      reservedBits: false,
      missing: [],
      failNonceRead: false,
      chooserCancelled: false,
      packetsPerTick: 16,
      ...options,
    };
    this.services = this.buildServices();
    const isConnected = () => this.connected;
    const server: TrackerGattServer = {
      get connected() {
        return isConnected();
      },
      connect: () =>
        answer(() => {
          this.history.push('connect');
          this.connected = true;
          return server;
        }),
      disconnect: () => this.dropLink('disconnect'),
      getPrimaryService: (uuid) => answer(() => this.primaryService(uuid)),
    };
    this.device = {
      name: this.options.name,
      gatt: server,
      addEventListener: (_type, listener) => this.disconnectListeners.add(listener),
      removeEventListener: (_type, listener) => this.disconnectListeners.delete(listener),
    };
  }

  requestDevice(request: TrackerDeviceRequest): Promise<TrackerDevice> {
    return answer(() => {
      this.requests.push(request);
      if (this.options.chooserCancelled) {
        throw gattError('NotFoundError', 'User cancelled the requestDevice() chooser.');
      }
      return this.device;
    });
  }

  /** The link drops as if the tracker went out of range. */
  dropLink(reason = 'link lost') {
    if (!this.connected) return;
    this.history.push(reason);
    Object.assign(this, { connected: false, unlocked: false, notifying: false, streaming: false });
    this.nonce = null;
    for (const listener of this.disconnectListeners) listener();
  }

  private primaryService(uuid: string): TrackerService {
    this.whenConnected();
    const characteristics = this.services.get(uuid);
    const granted = this.requests.at(-1)?.optionalServices.includes(uuid) ?? false;
    if (!granted) throw gattError('SecurityError', `Origin is not allowed to access ${uuid}.`);
    if (!characteristics) throw gattError('NotFoundError', `No Services matching UUID ${uuid}.`);
    return {
      getCharacteristic: (characteristicUuid) =>
        answer(() => {
          this.whenConnected();
          const found = characteristics.get(characteristicUuid);
          if (!found)
            throw gattError('NotFoundError', `No Characteristics matching ${characteristicUuid}.`);
          return found;
        }),
    };
  }

  private whenConnected = () => {
    if (!this.connected) throw gattError('NetworkError', 'GATT Server is disconnected.');
  };

  private whenUnlocked() {
    if (!this.unlocked) throw gattError('NotSupportedError', 'GATT operation not permitted.');
  }

  private buildServices() {
    const o = () => this.options;
    const locked = (value: () => string) => () => {
      this.whenUnlocked();
      return text(value());
    };
    const behaviours: [string, string, CharacteristicBehaviour][] = [
      [mds.service, mds.supportedFeatures, { read: () => Uint8Array.from(o().supportedFeatures) }],
      [mds.service, mds.deviceIdentifier, { read: () => text(o().serialNumber) }],
      [mds.service, mds.dataUri, { read: locked(() => o().dataUri) }],
      [mds.service, mds.authorization, { read: locked(() => o().authorization) }],
      [mds.service, mds.dataExport, this.dataExport()],
      [unlock.service, unlock.boardName, { read: () => text(o().boardName) }],
      [unlock.service, unlock.nonce, { read: () => this.readNonce() }],
      [unlock.service, unlock.signature, { write: (signature) => this.unlock(signature) }],
    ];
    const services = new Map<string, Map<string, FakeCharacteristic>>();
    for (const [service, uuid, behaviour] of behaviours) {
      if (o().missing.includes(service) || o().missing.includes(uuid)) continue;
      const characteristics = services.get(service) ?? new Map<string, FakeCharacteristic>();
      characteristics.set(uuid, new FakeCharacteristic(uuid, behaviour, this.whenConnected));
      services.set(service, characteristics);
    }
    return services;
  }

  private readNonce(): Uint8Array {
    this.history.push('read nonce');
    if (this.options.failNonceRead) throw gattError('NetworkError', 'GATT operation failed.');
    const { nonce, nonceLength } = this.options;
    this.nonce = nonce
      ? Uint8Array.from(nonce)
      : crypto.getRandomValues(new Uint8Array(nonceLength));
    return this.nonce;
  }

  private async unlock(signature: Uint8Array) {
    this.history.push('unlock');
    const nonce = this.nonce;
    // Single use: a nonce is spent by any unlock attempt.
    this.nonce = null;
    if (!nonce) throw gattError('NotSupportedError', 'No nonce was read before the unlock.');
    const { serialNumber, boardName, publicKey } = this.options;
    const key = await crypto.subtle.importKey('raw', Uint8Array.from(publicKey), 'Ed25519', false, [
      'verify',
    ]);
    const message = unlockMessageFor(serialNumber, boardName, nonce);
    const valid = await crypto.subtle.verify('Ed25519', key, Uint8Array.from(signature), message);
    if (!valid) throw gattError('NotSupportedError', 'The unlock signature does not verify.');
    this.unlocked = true;
  }

  private dataExport(): CharacteristicBehaviour {
    return {
      startNotifications: () => {
        this.whenUnlocked();
        this.history.push('start notifications');
        this.notifying = true;
      },
      stopNotifications: () => {
        this.history.push('stop notifications');
        this.notifying = false;
      },
      write: ([command]) => {
        this.whenUnlocked();
        this.history.push(`write 0x${(command ?? 0).toString(16).padStart(2, '0')}`);
        this.streaming = command === 0x01;
        if (this.streaming) void this.emitPackets();
      },
    };
  }

  /** Every packet of the stream, as the options say. */
  private packets(): Uint8Array[] {
    const { chunks, duplicates, losses, reservedBits } = this.options;
    return chunks.flatMap((chunk, index) => {
      if (losses.includes(index)) return [];
      const reserved = reservedBits ? ((index * 37) & 0x07) << 5 || 0xe0 : 0;
      const packet = Uint8Array.from([(index & 0x1f) | reserved, ...chunk]);
      return duplicates.includes(index) ? [packet, packet] : [packet];
    });
  }

  private async emitPackets() {
    const characteristic = this.services.get(mds.service)?.get(mds.dataExport);
    const { disconnectAfter, packetsPerTick } = this.options;
    let sent = 0;
    for (const packet of this.packets()) {
      if (sent % packetsPerTick === 0) await pause();
      if (!this.streaming) return;
      if (sent === disconnectAfter) return this.dropLink();
      // Packets sent while nobody listens are lost, as over the air.
      if (this.notifying) characteristic?.notify(packet);
      sent += 1;
    }
  }
}
