import type { FitMessages } from '@garmin/fitsdk';
import type { TrackMetadata } from '../../tracks/track.js';

/**
 * The recording device's serial number and firmware: from file_id, or from
 * the device_info message of the creator (the watch itself, not a sensor).
 */
export function readFitDevice(
  messages: FitMessages,
): Pick<TrackMetadata, 'deviceSerial' | 'firmware'> {
  const creator =
    messages.deviceInfoMesgs?.find(
      (info) => info.deviceIndex === 'creator' || info.deviceIndex === 0,
    ) ?? (messages.deviceInfoMesgs?.length === 1 ? messages.deviceInfoMesgs[0] : undefined);
  const serial = messages.fileIdMesgs?.[0]?.serialNumber ?? creator?.serialNumber;
  const software =
    creator?.softwareVersion ?? softwareVersion(messages.fileCreatorMesgs?.[0]?.softwareVersion);
  const device: Pick<TrackMetadata, 'deviceSerial' | 'firmware'> = {};
  if (serial !== undefined) device.deviceSerial = String(serial);
  if (software !== undefined) device.firmware = String(software);
  return device;
}

/** file_creator stores the version times 100 (440 for 4.40). */
function softwareVersion(raw: number | undefined): number | undefined {
  return raw === undefined ? undefined : raw / 100;
}
