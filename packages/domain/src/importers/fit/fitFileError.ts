import { CrcCalculator } from '@garmin/fitsdk';
import { ImportError } from '../importError.js';

const HEADER_MIN_BYTES = 12;
const CRC_BYTES = 2;

/**
 * Explains why a file failed the FIT SDK's integrity check, at the byte where
 * it goes wrong: not FIT at all, cut off before the length its header
 * announces (a watch that lost power, an interrupted upload), or damaged.
 */
export function fitFileError(bytes: Uint8Array): ImportError {
  const headerSize = bytes[0] ?? 0;
  if (bytes.length < HEADER_MIN_BYTES || !isFitSignature(bytes)) {
    return new ImportError('not a FIT file: the header lacks the .FIT signature', { byte: 0 });
  }
  if (headerSize !== 12 && headerSize !== 14) {
    return new ImportError(`not a FIT file: header size ${headerSize} is neither 12 nor 14`, {
      byte: 0,
    });
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // A 14-byte header carries its own CRC (0 means "not computed").
  if (headerSize === 14 && bytes.length >= 14) {
    const headerCrc = view.getUint16(12, true);
    if (headerCrc !== 0 && headerCrc !== CrcCalculator.calculateCRC(bytes, 0, 12)) {
      return new ImportError('corrupt: the FIT header checksum (CRC) does not match', { byte: 12 });
    }
  }
  const dataSize = view.getUint32(4, true);
  const expected = headerSize + dataSize + CRC_BYTES;
  if (bytes.length < expected) {
    return new ImportError(
      `truncated: the FIT header announces ${expected} bytes but the file ends after ${bytes.length}`,
      { byte: bytes.length },
    );
  }
  return new ImportError('corrupt: the FIT checksum (CRC) does not match the content', {
    byte: headerSize + dataSize,
  });
}

function isFitSignature(bytes: Uint8Array): boolean {
  return bytes[8] === 0x2e && bytes[9] === 0x46 && bytes[10] === 0x49 && bytes[11] === 0x54;
}
