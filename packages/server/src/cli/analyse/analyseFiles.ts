import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import {
  analyseTrack,
  importTracks,
  ImportError,
  type ImportFormat,
  type Track,
  type WindowMetrics,
} from '@touchline/domain/analysis';
import { CliError } from '../cliError.js';
import { readLargePositionsFile } from './readLargePositionsFile.js';

/** The whole-file metrics of one track of one file. */
export interface TrackAnalysis {
  /** The tag, device serial or file name the track is known by. */
  id: string;
  file: string;
  format: Track['metadata']['format'];
  samples: number;
  metrics: WindowMetrics;
}

/**
 * Imports every file (streamed from disk, or a large positions file read
 * whole; format detected unless given) and
 * computes the whole-file window of each track. The first bad file stops the
 * run with its located ImportError as a usage error: nothing is half printed.
 */
export async function analyseFiles(
  paths: readonly string[],
  format: ImportFormat,
): Promise<TrackAnalysis[]> {
  const analyses: TrackAnalysis[] = [];
  for (const path of paths) {
    const file = basename(path);
    const { size } = await stat(path).catch(() => {
      throw new CliError(`${path}: no such file, or it cannot be read`);
    });
    let tracks: Track[];
    try {
      tracks =
        readLargePositionsFile(path, size, format, file) ??
        (await importTracks(createReadStream(path), { format, fileName: file }));
    } catch (error) {
      if (error instanceof ImportError) throw new CliError(error.message);
      throw new CliError(`${path}: ${(error as Error).message}`);
    }
    if (tracks.length === 0) throw new CliError(`${file}: no samples to analyse`);
    for (const track of tracks) {
      analyses.push({
        id: track.id,
        file,
        format: track.metadata.format,
        samples: track.timeMs.length,
        metrics: analyseTrack(track),
      });
    }
  }
  return analyses;
}
