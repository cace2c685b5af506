/** A value of the metadata XML as written, with the line it is on (for messages). */
export interface Written {
  text: string;
  line: number;
}

/** A register of a data format specification: how one part of a data line is written. */
export type EptsRegister =
  | { kind: 'split'; separator: Written; children: EptsRegister[] }
  | { kind: 'string'; name: string; line: number }
  | { kind: 'player'; playerChannelId: Written }
  | { kind: 'ball'; line: number };

export interface EptsSpecification {
  startFrame: Written;
  endFrame: Written;
  /** The specification itself splits its line at its separator. */
  root: Extract<EptsRegister, { kind: 'split' }>;
}

export interface EptsPlayer {
  id: Written;
  name?: string;
  shirtNumber?: string;
}

export interface EptsChannel {
  id: Written;
  sensorId: string;
  sensorName?: string;
  unit?: Written;
}

export interface EptsPlayerChannel {
  id: Written;
  playerId: Written;
  channelId: Written;
}

/**
 * What the metadata XML of a FIFA EPTS recording says, as written: read by
 * readEptsMetadata, checked and put to use by eptsRecording.
 */
export interface EptsMetadataDocument {
  sawMetadata: boolean;
  frameRate?: Written;
  /** The first session's Start. */
  start?: Written;
  /** The first session's FieldSize. */
  fieldWidth?: Written;
  fieldHeight?: Written;
  players: EptsPlayer[];
  channels: EptsChannel[];
  playerChannels: EptsPlayerChannel[];
  specifications: EptsSpecification[];
}
