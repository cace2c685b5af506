/** The pitch's place as the preview draws it. */
export interface PitchShape {
  bearingDeg: number;
  lengthM: number;
  widthM: number;
  /** The drawing of the club's sport (the heat maps' background); a plain outline without it. */
  backgroundUrl?: string | null;
}

const SIZE = 240;
const HALF = SIZE / 2;
/** The longest side of the pitch fills this much of the box, whatever its bearing. */
const FILL = 150;

const metres = (value: number) => `${Math.round(value * 10) / 10} m`;

/**
 * A top-down drawing of the pitch: its outline (or the sport's drawing)
 * turned by the bearing of its long axis, a north arrow, and its size
 * (docs/product/club-administration.md §5 "Pitches").
 */
export function PitchPreview({ bearingDeg, lengthM, widthM, backgroundUrl }: PitchShape) {
  const valid = lengthM > 0 && widthM > 0 && Number.isFinite(bearingDeg);
  const scale = valid ? FILL / Math.max(lengthM, widthM) : 1;
  const [length, width] = [lengthM * scale, widthM * scale];
  return (
    <svg
      viewBox={`0 0 ${SIZE} ${SIZE + 24}`}
      width={SIZE}
      height={SIZE + 24}
      role="img"
      aria-label={
        valid
          ? `Pitch ${metres(lengthM)} by ${metres(widthM)}, long axis at ${bearingDeg}° from north`
          : 'Pitch preview'
      }
    >
      <rect width={SIZE} height={SIZE} rx={8} fill="#eef3ee" />
      {valid && (
        // The drawing's x runs along the length: turned -90° it points north, then by the bearing.
        <g transform={`translate(${HALF} ${HALF}) rotate(${bearingDeg - 90})`}>
          {backgroundUrl ? (
            <image
              href={backgroundUrl}
              x={-length / 2}
              y={-width / 2}
              width={length}
              height={width}
              preserveAspectRatio="none"
            />
          ) : (
            <rect x={-length / 2} y={-width / 2} width={length} height={width} fill="#3f8f4a" />
          )}
          <rect
            x={-length / 2}
            y={-width / 2}
            width={length}
            height={width}
            fill="none"
            stroke="#1b5e20"
            strokeWidth={2}
          />
        </g>
      )}
      <g transform="translate(24 34)" aria-label="North">
        <path d="M 0 -18 L 7 4 L 0 0 L -7 4 Z" fill="#263238" />
        <text y={18} textAnchor="middle" fontSize={12} fontWeight={700} fill="#263238">
          N
        </text>
      </g>
      {valid && (
        <text x={HALF} y={SIZE + 17} textAnchor="middle" fontSize={13} fill="#263238">
          {`${metres(lengthM)} × ${metres(widthM)} · ${bearingDeg}°`}
        </text>
      )}
    </svg>
  );
}
