import { hashToken } from '../auth/sessionTokens.js';
import type { Viewer } from '../auth/viewer.js';
import type { ViewerMembership } from './loadMemberships.js';
import type { ViewerRows } from './viewerRows.js';

/** Who a session cookie belongs to, and every membership of theirs, as last read. */
export interface KnownViewer {
  viewer: Viewer;
  memberships: readonly ViewerMembership[];
  /** The rows every page of theirs reads (their person, clubs and switches). */
  rows: ViewerRows;
}

interface Kept extends KnownViewer {
  storedAt: number;
}

// A safety net only: every sign-out, mutation and event clears what is kept at once.
const TTL_MS = 10_000;
// Far more people than one process serves within TTL_MS.
const MAX_ENTRIES = 10_000;

/**
 * The person behind each session cookie, their memberships and the rows
 * every page of theirs reads, kept between their requests until anything
 * changes: five statements every request would otherwise send before its
 * own work. Cleared, like the kept answers
 * (GraphqlResponseCache), by every mutation and every event of any process,
 * sign-outs (`authSessionEnded`) and password resets included, so a
 * signed-out or removed member loses access at once. A read that overlapped
 * a clear is not kept.
 */
export class KeptViewers {
  private readonly kept = new Map<string, Kept>();
  /** Counts the clears: what was read across one is not kept. */
  private generation = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** The kept viewer of a session cookie, or what `read` finds (null: no live session; not kept). */
  async of(
    token: string,
    read: (token: string) => Promise<KnownViewer | null>,
  ): Promise<KnownViewer | null> {
    // The token itself is a secret: the map holds only its hash, as the database does.
    const key = hashToken(token);
    const kept = this.kept.get(key);
    if (kept && this.now() - kept.storedAt <= TTL_MS) return kept;
    if (kept) this.kept.delete(key);
    const generation = this.generation;
    const known = await read(token);
    if (known && generation === this.generation) {
      if (this.kept.size >= MAX_ENTRIES) this.kept.delete(this.kept.keys().next().value!);
      this.kept.set(key, { ...known, storedAt: this.now() });
    }
    return known;
  }

  clear(): void {
    this.generation += 1;
    this.kept.clear();
  }
}
