import { alpha, type Theme } from '@mui/material/styles';

/** The colours the timeline's canvases draw with, taken from the app's theme once. */
export interface TimelinePalette {
  text: string;
  mutedText: string;
  gridLine: string;
  rulerBackground: string;
  graphLine: string;
  graphFill: string;
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

export function timelinePalette(theme: Theme): TimelinePalette {
  const { palette } = theme;
  const family = String(theme.typography.fontFamily ?? 'sans-serif');
  return {
    text: palette.text.primary,
    mutedText: palette.text.secondary,
    gridLine: palette.divider,
    rulerBackground: palette.background.paper,
    graphLine: palette.primary.dark,
    graphFill: alpha(palette.primary.main, 0.16),
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
