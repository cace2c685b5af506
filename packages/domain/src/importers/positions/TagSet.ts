import { printableExcerpt } from '../../text/printableExcerpt.js';
import type { PositionTrack } from '../../tracks/track.js';
import { ImportError } from '../importError.js';
import { MAX_TRACKS_PER_FILE } from '../importLimits.js';
import type { TagColumns } from './TagColumns.js';

/**
 * The tracks of a file of many, by the key its rows name them with, in
 * order of first appearance: at most MAX_TRACKS_PER_FILE, refused at the
 * first row of one more. Rows of one track usually come in runs, so the
 * last track found is kept at hand.
 */
export class TagSet {
  private readonly tags: TagColumns[] = [];
  private readonly byKey = new Map<string, TagColumns>();
  private lastKey: string | undefined;
  private last: TagColumns | undefined;

  /** `noun`: what the file calls one of its tracks, for the message past the cap ('player'). */
  constructor(private readonly noun: string) {}

  get size(): number {
    return this.tags.length;
  }

  /** The track of `key`, made by `create` (given what to call it) on its first row. */
  get(key: string, line: number, create: () => TagColumns): TagColumns {
    if (key === this.lastKey && this.last !== undefined) return this.last;
    let tag = this.byKey.get(key);
    if (tag === undefined) {
      tag = create();
      if (this.tags.length === MAX_TRACKS_PER_FILE) {
        const { noun } = this;
        throw new ImportError(
          `the file has more than ${MAX_TRACKS_PER_FILE} ${noun}s: ${noun} ` +
            `'${printableExcerpt(tag.id)}' is ${noun} ${MAX_TRACKS_PER_FILE + 1}; ` +
            `a file holds one session's ${noun}s`,
          { line },
        );
      }
      this.byKey.set(key, tag);
      this.tags.push(tag);
    }
    this.lastKey = key;
    this.last = tag;
    return tag;
  }

  /** Every track, each checked for a duration, in order of first appearance (the columns are spent). */
  finish(): PositionTrack[] {
    for (const tag of this.tags) tag.span.requireDuration();
    return this.tags.map((tag) => tag.finish());
  }
}
