/** Colours shared by the pitch drawings. */
export const PITCH_COLOURS = {
  grass: '#3f8f4a',
  grassStripe: '#46994f',
  grassOuter: '#367d40',
  line: '#ffffff',
  wood: '#d8a867',
  woodStripe: '#d19f5c',
  paint: '#b5543a',
  turf: '#2a6bb3',
  turfStripe: '#2f74bd',
  dirt: '#c4875a',
  pitchStrip: '#d9c58e',
};

interface Stroke {
  dashed?: boolean;
  fill?: string;
  /** Drawn without a white stroke: an area of colour, not a marking. */
  area?: boolean;
  /** Fill with the even-odd rule, e.g. a rectangle with an oval cut out of it. */
  evenOdd?: boolean;
}

function n(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/**
 * A top-down pitch in metres: the SVG viewBox is the pitch rectangle
 * (0, 0) - (lengthM, widthM), x along the length left to right and y across
 * it top to bottom, exactly the rectangle a heat-map PNG covers. Markings are
 * white strokes `lineM` wide, kept inside the rectangle.
 */
export class PitchDrawing {
  private readonly parts: string[] = [];

  constructor(
    readonly lengthM: number,
    readonly widthM: number,
    private readonly lineM: number,
  ) {}

  /** The surface, with mowing stripes across the length. */
  surface(colour: string, stripe: string, stripes: number): this {
    this.parts.push(
      `<rect width="${n(this.lengthM)}" height="${n(this.widthM)}" fill="${colour}"/>`,
    );
    const band = this.lengthM / stripes;
    for (let i = 1; i < stripes; i += 2) {
      this.parts.push(
        `<rect x="${n(i * band)}" width="${n(band)}" height="${n(this.widthM)}" fill="${stripe}"/>`,
      );
    }
    return this;
  }

  private style({ dashed, fill, area, evenOdd }: Stroke): string {
    const stroke = area ? '' : ` stroke="${PITCH_COLOURS.line}" stroke-width="${n(this.lineM)}"`;
    const dash = dashed ? ` stroke-dasharray="${n(this.lineM * 6)} ${n(this.lineM * 5)}"` : '';
    const rule = evenOdd ? ' fill-rule="evenodd"' : '';
    return `fill="${fill ?? 'none'}"${rule}${stroke}${dash}`;
  }

  /** The boundary lines, inset by half a line so they are drawn whole. */
  outline(): this {
    const half = this.lineM / 2;
    return this.rect(half, half, this.lengthM - this.lineM, this.widthM - this.lineM);
  }

  rect(x: number, y: number, width: number, height: number, stroke: Stroke = {}): this {
    this.parts.push(
      `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" ${this.style(stroke)}/>`,
    );
    return this;
  }

  line(x1: number, y1: number, x2: number, y2: number, stroke: Stroke = {}): this {
    this.parts.push(
      `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" ${this.style(stroke)}/>`,
    );
    return this;
  }

  circle(cx: number, cy: number, r: number, stroke: Stroke = {}): this {
    this.parts.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" ${this.style(stroke)}/>`);
    return this;
  }

  /** A filled white spot (penalty spot, centre mark). */
  spot(cx: number, cy: number, r = this.lineM * 1.2): this {
    return this.circle(cx, cy, r, { fill: PITCH_COLOURS.line, area: true });
  }

  /** An arc of a circle, clockwise on screen from `fromDeg` to `toDeg` (0 deg = +x). */
  arc(cx: number, cy: number, r: number, fromDeg: number, toDeg: number, stroke: Stroke = {}) {
    const at = (deg: number) => {
      const rad = (deg * Math.PI) / 180;
      return `${n(cx + r * Math.cos(rad))} ${n(cy + r * Math.sin(rad))}`;
    };
    const large = toDeg - fromDeg > 180 ? 1 : 0;
    return this.path(`M ${at(fromDeg)} A ${n(r)} ${n(r)} 0 ${large} 1 ${at(toDeg)}`, stroke);
  }

  path(d: string, stroke: Stroke = {}): this {
    this.parts.push(`<path d="${d}" ${this.style(stroke)}/>`);
    return this;
  }

  /** White text centred on (x, y), `sizeM` tall, turned by `rotateDeg`. */
  text(x: number, y: number, sizeM: number, content: string, rotateDeg = 0): this {
    const turn = rotateDeg ? ` transform="rotate(${rotateDeg} ${n(x)} ${n(y)})"` : '';
    this.parts.push(
      `<text x="${n(x)}" y="${n(y)}" font-size="${n(sizeM)}" fill="${PITCH_COLOURS.line}" text-anchor="middle" dominant-baseline="central" font-family="Helvetica, Arial, sans-serif" font-weight="700"${turn}>${content}</text>`,
    );
    return this;
  }

  /** Both ends of a symmetric pitch: `draw` marks the left end, mirrored for the right. */
  mirrored(draw: (end: PitchDrawing) => void): this {
    const start = this.parts.length;
    draw(this);
    const left = this.parts.splice(start).join('');
    this.parts.push(`<g>${left}</g>`);
    this.parts.push(`<g transform="matrix(-1 0 0 1 ${n(this.lengthM)} 0)">${left}</g>`);
    return this;
  }

  toSvg(title: string): string {
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n(this.lengthM)} ${n(this.widthM)}" width="${n(this.lengthM * 10)}" height="${n(this.widthM * 10)}" role="img" aria-label="${title}">`,
      `<title>${title}</title>`,
      ...this.parts,
      '</svg>',
    ].join('');
  }
}
