// The slice of Web Bluetooth the diagnostics transfer uses. The browser's
// navigator.bluetooth fits it, and so does the fake tracker of the tests.

export interface TrackerCharacteristic {
  /** The latest read or notified value. */
  readonly value?: DataView | null;
  readValue(): Promise<DataView>;
  writeValueWithResponse(value: BufferSource): Promise<void>;
  startNotifications(): Promise<unknown>;
  stopNotifications(): Promise<unknown>;
  addEventListener(type: 'characteristicvaluechanged', listener: () => void): void;
  removeEventListener(type: 'characteristicvaluechanged', listener: () => void): void;
}

export interface TrackerService {
  getCharacteristic(uuid: string): Promise<TrackerCharacteristic>;
}

export interface TrackerGattServer {
  readonly connected: boolean;
  connect(): Promise<TrackerGattServer>;
  disconnect(): void;
  getPrimaryService(uuid: string): Promise<TrackerService>;
}

export interface TrackerDevice {
  readonly name?: string | null;
  readonly gatt?: TrackerGattServer | null;
  addEventListener(type: 'gattserverdisconnected', listener: () => void): void;
  removeEventListener(type: 'gattserverdisconnected', listener: () => void): void;
}

export interface TrackerDeviceRequest {
  acceptAllDevices: true;
  optionalServices: string[];
}

/** navigator.bluetooth, as far as the transfer needs it. */
export interface TrackerBluetooth {
  requestDevice(request: TrackerDeviceRequest): Promise<TrackerDevice>;
  getAvailability?(): Promise<boolean>;
}
