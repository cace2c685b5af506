/** A segment as the server answered it: its id and the version a save must be made from. */
export interface VersionedSegment {
  id: string;
  lockVersion: number;
}

/**
 * The version of each saved segment this editor's changes were made from: the
 * loaded ones, then what its own saves answered, and other people's saves it
 * adopted (of segments it had not changed). A save sends it, and the server
 * refuses a save made from an older version than its own (someone else saved
 * meanwhile): nobody's change is silently lost.
 */
export class SegmentVersions {
  private readonly versions = new Map<string, number>();

  constructor(segments: readonly VersionedSegment[]) {
    this.saved(segments);
  }

  /** The version to send with a save of the segment; undefined for one not on the server yet. */
  of(segmentId: string): number | undefined {
    return this.versions.get(segmentId);
  }

  saved(segments: readonly VersionedSegment[]): void {
    for (const segment of segments) this.versions.set(segment.id, segment.lockVersion);
  }
}
