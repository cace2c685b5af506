/** The tracker file formats Touchline reads; 'auto' detects the format from the content. */
export const IMPORT_FORMATS = [
  'auto',
  'edge',
  'gpx',
  'fit',
  'tcx',
  'positions',
  'catapult',
  'kinexon',
  'epts',
  'mapped',
] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export function isImportFormat(value: string): value is ImportFormat {
  return (IMPORT_FORMATS as readonly string[]).includes(value);
}
