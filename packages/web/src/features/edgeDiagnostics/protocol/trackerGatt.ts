const MDS = '-f6a5-4007-a371-722f4ebd8436';
const UNLOCK = '-3d4e-4c59-9f1a-5b2d1e8c4a10';

/** GATT UUIDs of the Memfault Diagnostic Service and Touchline's unlock extension (docs/product/diagnostics-protocol.md). */
export const TRACKER_GATT = {
  mds: {
    service: `54220000${MDS}`,
    supportedFeatures: `54220001${MDS}`,
    deviceIdentifier: `54220002${MDS}`,
    dataUri: `54220003${MDS}`,
    authorization: `54220004${MDS}`,
    dataExport: `54220005${MDS}`,
  },
  unlock: {
    service: `7a6c0000${UNLOCK}`,
    boardName: `7a6c0001${UNLOCK}`,
    nonce: `7a6c0002${UNLOCK}`,
    signature: `7a6c0003${UNLOCK}`,
  },
} as const;

/** What is written to the data export characteristic. */
export const STREAM_START = 0x01;
export const STREAM_STOP = 0x00;
