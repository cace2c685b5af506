export type TransferLogKind = 'step' | 'chunk' | 'retry' | 'warning' | 'error';

export interface TransferLogEntry {
  kind: TransferLogKind;
  text: string;
  /** Epoch milliseconds. */
  at: number;
}

export type TransferPhase =
  'idle' | 'connecting' | 'streaming' | 'stopping' | 'finished' | 'failed';

export interface TrackerIdentity {
  serialNumber: string;
  boardName: string;
}

export interface TransferSnapshot {
  phase: TransferPhase;
  tracker: TrackerIdentity | null;
  /**
   * Append-only and shared between snapshots (a long transfer logs thousands
   * of lines; copying them on every change would not stay fluid): read the
   * first `entryCount`.
   */
  entries: readonly TransferLogEntry[];
  entryCount: number;
  /** The warnings and errors, in order. */
  problems: readonly TransferLogEntry[];
  warningCount: number;
  forwarded: number;
  /** Received and not forwarded yet. */
  pending: number;
}

/** The live state of one transfer, for the page to render; plain TypeScript. */
export class TransferLog {
  private readonly entries: TransferLogEntry[] = [];
  private readonly problems: TransferLogEntry[] = [];
  private state: Pick<TransferSnapshot, 'phase' | 'tracker' | 'forwarded' | 'pending'> = {
    phase: 'idle',
    tracker: null,
    forwarded: 0,
    pending: 0,
  };
  private warningCount = 0;
  private cached: TransferSnapshot | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly now: () => number = Date.now) {}

  add(kind: TransferLogKind, text: string) {
    const entry = { kind, text, at: this.now() };
    this.entries.push(entry);
    if (kind === 'warning' || kind === 'error') this.problems.push(entry);
    if (kind === 'warning') this.warningCount += 1;
    this.changed();
  }

  update(state: Partial<Pick<TransferSnapshot, 'phase' | 'tracker' | 'forwarded' | 'pending'>>) {
    this.state = { ...this.state, ...state };
    this.changed();
  }

  snapshot = (): TransferSnapshot =>
    (this.cached ??= {
      ...this.state,
      entries: this.entries,
      entryCount: this.entries.length,
      problems: this.problems.slice(),
      warningCount: this.warningCount,
    });

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The texts of one kind, in order (for tests and summaries). */
  texts(kind: TransferLogKind): string[] {
    return this.entries.filter((entry) => entry.kind === kind).map((entry) => entry.text);
  }

  private changed() {
    this.cached = null;
    for (const listener of this.listeners) listener();
  }
}
