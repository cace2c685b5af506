import type { TrackerCharacteristic } from '../trackerBluetooth';

/** A GATT failure the way Web Bluetooth reports it: a DOMException-like error with a name. */
export function gattError(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

export interface CharacteristicBehaviour {
  read?: () => Promise<Uint8Array> | Uint8Array;
  write?: (bytes: Uint8Array) => Promise<void> | void;
  startNotifications?: () => void;
  stopNotifications?: () => void;
}

/** One characteristic of the fake tracker; what it does is given by the tracker. */
export class FakeCharacteristic implements TrackerCharacteristic {
  value: DataView | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    readonly uuid: string,
    private readonly behaviour: CharacteristicBehaviour,
    private readonly whenConnected: () => void,
  ) {}

  async readValue(): Promise<DataView> {
    this.whenConnected();
    if (!this.behaviour.read) throw gattError('NotSupportedError', 'GATT operation not permitted.');
    const bytes = await this.behaviour.read();
    this.value = new DataView(Uint8Array.from(bytes).buffer);
    return this.value;
  }

  async writeValueWithResponse(value: BufferSource): Promise<void> {
    this.whenConnected();
    if (!this.behaviour.write)
      throw gattError('NotSupportedError', 'GATT operation not permitted.');
    const bytes = ArrayBuffer.isView(value)
      ? new Uint8Array(value.buffer, value.byteOffset, value.byteLength).slice()
      : new Uint8Array(value).slice();
    await this.behaviour.write(bytes);
  }

  startNotifications(): Promise<this> {
    this.whenConnected();
    if (!this.behaviour.startNotifications) {
      return Promise.reject(gattError('NotSupportedError', 'GATT operation not permitted.'));
    }
    this.behaviour.startNotifications();
    return Promise.resolve(this);
  }

  stopNotifications(): Promise<this> {
    this.whenConnected();
    this.behaviour.stopNotifications?.();
    return Promise.resolve(this);
  }

  addEventListener(_type: 'characteristicvaluechanged', listener: () => void) {
    this.listeners.add(listener);
  }

  removeEventListener(_type: 'characteristicvaluechanged', listener: () => void) {
    this.listeners.delete(listener);
  }

  /** A notification: the value changes, then the listeners hear of it. */
  notify(packet: Uint8Array) {
    this.value = new DataView(Uint8Array.from(packet).buffer);
    for (const listener of this.listeners) listener();
  }
}
