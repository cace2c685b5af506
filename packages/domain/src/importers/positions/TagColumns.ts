import { printableExcerpt } from '../../text/printableExcerpt.js';
import type { PositionTrack } from '../../tracks/track.js';
import type { InputLocation } from '../importError.js';
import { float64Column } from '../text/columnBuilder.js';
import { TrackSpan } from '../TrackSpan.js';

/** One tag's samples of a positions file as they are read, within the caps of TrackSpan. */
export class TagColumns {
  readonly span: TrackSpan;
  private readonly timeMs = float64Column();
  private readonly xM = float64Column();
  private readonly yM = float64Column();

  constructor(readonly id: string) {
    this.span = new TrackSpan({ label: `tag '${printableExcerpt(id)}'`, noun: 'the tag' });
  }

  add(timeMs: number, xM: number, yM: number, location: InputLocation): void {
    this.span.add(timeMs, location);
    this.timeMs.push(timeMs);
    this.xM.push(xM);
    this.yM.push(yM);
  }

  /** The tag's track (the columns are spent afterwards). */
  finish(): PositionTrack {
    return {
      kind: 'positions',
      id: this.id,
      timeMs: this.timeMs.finish(),
      xM: this.xM.finish(),
      yM: this.yM.finish(),
      metadata: { format: 'positions' },
    };
  }
}
