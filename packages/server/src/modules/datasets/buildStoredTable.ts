import type { DatasetTemplateKind } from '@touchline/domain';
import { buildDatasetTable } from './buildDatasetTable.js';
import type { DatasetInputs } from './loadDatasetInputs.js';
import { tableArrowGzip } from './tableArrow.js';
import { templateTable } from './templateTable.js';

/** What a dataset's table is built from: its inputs, template and range. */
export interface DatasetTableWork {
  inputs: DatasetInputs;
  kind: DatasetTemplateKind | null;
  timeZone: string;
  range: { startsOn: string; endsOn: string };
}

/** A table as it is stored: its JSON and Arrow, and its size known before anyone reads it. */
export interface StoredTable {
  json: string;
  arrowGzip: Uint8Array;
  rowCount: number;
  columnCount: number;
  bytes: number;
}

/**
 * Builds the template's table and writes it as JSON and as Arrow: the CPU-heavy part of a
 * generation, which runs on an engine thread (engineThreads.ts), never on
 * the thread that answers requests.
 */
export function buildStoredTable({ inputs, kind, timeZone, range }: DatasetTableWork): StoredTable {
  const columns = templateTable(kind, buildDatasetTable(inputs, timeZone), range);
  const json = JSON.stringify(columns);
  return {
    json,
    arrowGzip: tableArrowGzip(columns),
    rowCount: columns[0]?.rows.length ?? 0,
    columnCount: columns.length,
    bytes: Buffer.byteLength(json),
  };
}
