import type { FitMessages } from '@garmin/fitsdk';
import { expect, it } from 'vitest';
import { readFitDevice } from './readFitDevice.js';

it('takes the serial from file_id and the firmware from the creator device', () => {
  const messages: FitMessages = {
    fileIdMesgs: [{ serialNumber: 42 }],
    deviceInfoMesgs: [
      { deviceIndex: 2, serialNumber: 7, softwareVersion: 1.1 },
      { deviceIndex: 'creator', softwareVersion: 9.9 },
    ],
  };
  expect(readFitDevice(messages)).toEqual({ deviceSerial: '42', firmware: '9.9' });
});

it('falls back to the creator device and file_creator, and to nothing', () => {
  expect(
    readFitDevice({
      deviceInfoMesgs: [{ deviceIndex: 'creator', serialNumber: 7 }],
      fileCreatorMesgs: [{ softwareVersion: 440 }],
    }),
  ).toEqual({ deviceSerial: '7', firmware: '4.4' });
  expect(readFitDevice({})).toEqual({});
});
