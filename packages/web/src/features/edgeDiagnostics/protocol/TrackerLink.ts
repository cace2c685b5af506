import { DIAGNOSTICS_MESSAGES, DiagnosticsError } from './diagnosticsMessages';
import type {
  TrackerCharacteristic,
  TrackerDevice,
  TrackerGattServer,
  TrackerService,
} from './trackerBluetooth';
import { TRACKER_GATT } from './trackerGatt';

const { mds, unlock } = TRACKER_GATT;

const CHARACTERISTICS = {
  supportedFeatures: [mds.service, mds.supportedFeatures],
  deviceIdentifier: [mds.service, mds.deviceIdentifier],
  dataUri: [mds.service, mds.dataUri],
  authorization: [mds.service, mds.authorization],
  dataExport: [mds.service, mds.dataExport],
  boardName: [unlock.service, unlock.boardName],
  nonce: [unlock.service, unlock.nonce],
  signature: [unlock.service, unlock.signature],
} as const;

export type TrackerCharacteristicName = keyof typeof CHARACTERISTICS;

const notConnected = () => new DiagnosticsError(DIAGNOSTICS_MESSAGES.serverNotConnected);

/** Firmware strings may carry their C terminator. */
const withoutTerminator = (text: string) => text.replace(/\0+$/, '');

/**
 * A connected tracker's GATT server with every characteristic the transfer
 * uses. Each operation says 'Server not connected' once the link is gone, or
 * the failure message the caller gives for that step.
 */
export class TrackerLink {
  private constructor(
    private readonly server: TrackerGattServer,
    private readonly characteristics: Record<TrackerCharacteristicName, TrackerCharacteristic>,
  ) {}

  static async open(device: TrackerDevice): Promise<TrackerLink> {
    if (!device.gatt) throw notConnected();
    const server = await device.gatt.connect();
    if (!server.connected) throw notConnected();
    const services = new Map<string, Promise<TrackerService>>();
    const find = async ([serviceUuid, uuid]: readonly [string, string]) => {
      if (!services.has(serviceUuid))
        services.set(serviceUuid, server.getPrimaryService(serviceUuid));
      return (await services.get(serviceUuid)!).getCharacteristic(uuid);
    };
    const entries = Object.entries(CHARACTERISTICS) as [
      TrackerCharacteristicName,
      readonly [string, string],
    ][];
    const found = {} as Record<TrackerCharacteristicName, TrackerCharacteristic>;
    for (const [name, uuids] of entries) {
      try {
        found[name] = await find(uuids);
      } catch {
        if (!server.connected) throw notConnected();
        throw new DiagnosticsError(DIAGNOSTICS_MESSAGES.missingServiceOrCharacteristic);
      }
    }
    return new TrackerLink(server, found);
  }

  get connected(): boolean {
    return this.server.connected;
  }

  characteristic(name: TrackerCharacteristicName): TrackerCharacteristic {
    return this.characteristics[name];
  }

  async readBytes(name: TrackerCharacteristicName, failure?: string): Promise<Uint8Array> {
    const view = await this.guard(() => this.characteristics[name].readValue(), failure);
    return new Uint8Array(view.buffer.slice(view.byteOffset, view.byteOffset + view.byteLength));
  }

  /** UTF-8 text; empty when the tracker has nothing set. */
  async readText(name: TrackerCharacteristicName, failure?: string): Promise<string> {
    return withoutTerminator(new TextDecoder().decode(await this.readBytes(name, failure)));
  }

  write(name: TrackerCharacteristicName, bytes: Uint8Array<ArrayBuffer>, failure?: string) {
    return this.guard(() => this.characteristics[name].writeValueWithResponse(bytes), failure);
  }

  startNotifications(name: TrackerCharacteristicName) {
    return this.guard(() => this.characteristics[name].startNotifications());
  }

  stopNotifications(name: TrackerCharacteristicName) {
    return this.guard(() => this.characteristics[name].stopNotifications());
  }

  disconnect() {
    if (this.server.connected) this.server.disconnect();
  }

  private async guard<T>(operation: () => Promise<T>, failure?: string): Promise<T> {
    if (!this.server.connected) throw notConnected();
    try {
      return await operation();
    } catch (error) {
      if (!this.server.connected) throw notConnected();
      throw failure ? new DiagnosticsError(failure) : error;
    }
  }
}
