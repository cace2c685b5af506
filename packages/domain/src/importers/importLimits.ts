/**
 * Caps on what one tracker file may hold. Each is far beyond any real
 * recording of one session, and each bounds the memory and time an import
 * may take, whatever the file's shape: an importer stops at the first sample
 * past a cap with an ImportError that names it.
 */

/** Tracks in one file: tags of a positions CSV, <trk> elements of a GPX. */
export const MAX_TRACKS_PER_FILE = 200;

/** Samples in one track: a 24-hour recording at 25 Hz has about 2.2 million. */
export const MAX_SAMPLES_PER_TRACK = 5_000_000;

/** Time between the first and the last sample of one track. */
export const MAX_TRACK_DURATION_MS = 24 * 3_600_000;

/**
 * Messages in one FIT file. FIT files are decoded whole, into objects of 100
 * to 300 bytes per message, so this bounds that memory (at most about 150
 * MB); a 24-hour activity at 1 Hz has some 100 000 messages.
 */
export const MAX_FIT_MESSAGES = 500_000;

/**
 * Bytes of one FIT file, which is read whole before it is decoded: a 24-hour
 * activity at 1 Hz takes about 3 MB.
 */
export const MAX_FIT_BYTES = 32 * 1024 * 1024;

/** Characters of a track id taken from the file (a tag id, a GPX track name, a device serial). */
export const MAX_TRACK_ID_CHARS = 100;

/**
 * Bytes of the metadata XML of a FIFA EPTS recording, which is read whole:
 * a match's, with its players, channels and a data format per substitution,
 * takes about 100 kB.
 */
export const MAX_EPTS_METADATA_BYTES = 8 * 1024 * 1024;
