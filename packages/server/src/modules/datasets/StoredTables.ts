import type { DatasetColumn } from '@touchline/domain';

/** Tables kept, by their JSON size: about six seasons of a squad. */
const MAX_BYTES = 64 * 1024 * 1024;

interface KeptTable {
  columns: DatasetColumn[];
  bytes: number;
}

/**
 * Datasets' tables read lately, by id and generation. A table never changes
 * once its generation is stored (a new range bumps the generation), so one
 * kept is never stale; reading a season's table again costs about half a
 * second of the thread that answers requests (the database's JSON, then
 * parsing it). Whoever reads one has been authorised for its dataset first;
 * the tables are never changed in place (masking makes copies).
 */
export class StoredTables {
  private readonly tables = new Map<string, KeptTable>();
  private bytes = 0;

  constructor(private readonly maxBytes = MAX_BYTES) {}

  get(id: string, generation: number): DatasetColumn[] | undefined {
    const key = `${id}:${generation}`;
    const kept = this.tables.get(key);
    if (!kept) return undefined;
    // Most recently used last, so the oldest go first when room runs out.
    this.tables.delete(key);
    this.tables.set(key, kept);
    return kept.columns;
  }

  keep(id: string, generation: number, columns: DatasetColumn[], bytes: number): void {
    const key = `${id}:${generation}`;
    if (bytes > this.maxBytes / 4 || this.tables.has(key)) return;
    this.tables.set(key, { columns, bytes });
    this.bytes += bytes;
    for (const [oldest, table] of this.tables) {
      if (this.bytes <= this.maxBytes) break;
      this.tables.delete(oldest);
      this.bytes -= table.bytes;
    }
  }
}

/** The process's kept tables (each API process has its own). */
export const storedTables = new StoredTables();
