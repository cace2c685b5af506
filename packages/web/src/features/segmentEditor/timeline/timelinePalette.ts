import { alpha, decomposeColor, hslToRgb, type Theme } from '@mui/material/styles';

/** The colours the timeline's canvases draw with, taken from the app's theme once. */
export interface TimelinePalette {
  text: string;
  mutedText: string;
  gridLine: string;
  rulerBackground: string;
  graphLine: string;
  graphFill: string;
  /** graphLine and graphFill as red, green, blue and alpha bytes: the graphs write pixels. */
  graphLineBytes: RgbaBytes;
  graphFillBytes: RgbaBytes;
  segmentFill: string;
  segmentBorder: string;
  selectedFill: string;
  selectedBorder: string;
  suggestedBorder: string;
  clipFill: string;
  selectedClipFill: string;
  clipEdge: string;
  brushFill: string;
  brushBorder: string;
  snapGuide: string;
  cursorLine: string;
  badgeBackground: string;
  badgeText: string;
  font: string;
  boldFont: string;
}

export type RgbaBytes = readonly [red: number, green: number, blue: number, alpha: number];

/** A theme colour (hex, rgb(a) or hsl(a)) as bytes. */
export function rgbaBytes(colour: string): RgbaBytes {
  const { values } = decomposeColor(colour.startsWith('hsl') ? hslToRgb(colour) : colour);
  const [red, green, blue, opacity = 1] = values;
  return [red, green, blue, Math.round(opacity * 255)];
}

export function timelinePalette(theme: Theme): TimelinePalette {
  const { palette } = theme;
  const family = String(theme.typography.fontFamily ?? 'sans-serif');
  const graphLine = palette.primary.dark;
  const graphFill = alpha(palette.primary.main, 0.16);
  return {
    text: palette.text.primary,
    mutedText: palette.text.secondary,
    gridLine: palette.divider,
    rulerBackground: palette.background.paper,
    graphLine,
    graphFill,
    graphLineBytes: rgbaBytes(graphLine),
    graphFillBytes: rgbaBytes(graphFill),
    segmentFill: alpha(palette.secondary.main, 0.1),
    segmentBorder: alpha(palette.secondary.main, 0.45),
    selectedFill: alpha(palette.primary.main, 0.22),
    selectedBorder: palette.primary.dark,
    suggestedBorder: palette.warning.main,
    clipFill: alpha(palette.primary.main, 0.14),
    selectedClipFill: alpha(palette.primary.main, 0.32),
    clipEdge: palette.primary.dark,
    brushFill: alpha(palette.info.main, 0.12),
    brushBorder: palette.info.main,
    snapGuide: palette.warning.main,
    cursorLine: alpha(palette.text.primary, 0.35),
    badgeBackground: palette.secondary.main,
    badgeText: palette.secondary.contrastText,
    font: `11px ${family}`,
    boldFont: `600 12px ${family}`,
  };
}
