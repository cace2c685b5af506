import { createTheme } from '@mui/material/styles';

interface TouchlineLayout {
  sidebarOpenWidth: number;
  sidebarCollapsedWidth: number;
  /** At or below this width a phone is assumed (docs/product/shell-and-sessions.md §9). */
  mobileMaxWidth: number;
  gridFontSize: number;
}

declare module '@mui/material/styles' {
  interface Theme {
    layout: TouchlineLayout;
  }
  interface ThemeOptions {
    layout?: TouchlineLayout;
  }
}

export const NAVY = '#0b1f33';
export const ACCENT = '#1fb57a';

const fontFamily = [
  'Inter',
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

export const theme = createTheme({
  layout: {
    sidebarOpenWidth: 240,
    sidebarCollapsedWidth: 64,
    mobileMaxWidth: 768,
    gridFontSize: 14,
  },
  // The narrow-layout breakpoints of docs/product/shell-and-sessions.md §2.9 are md (800) and lg (1000).
  breakpoints: { values: { xs: 0, sm: 600, md: 800, lg: 1000, xl: 1440 } },
  palette: {
    mode: 'light',
    primary: { main: ACCENT, dark: '#168a5c', light: '#4fd69b', contrastText: '#ffffff' },
    secondary: { main: NAVY, contrastText: '#ffffff' },
    background: { default: '#f4f6f9', paper: '#ffffff' },
    text: { primary: '#13263a', secondary: '#5b6b7c' },
    divider: '#e3e8ee',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily,
    fontSize: 14,
    h1: { fontSize: '1.75rem', fontWeight: 700, letterSpacing: '-0.01em' },
    h2: { fontSize: '1.375rem', fontWeight: 700, letterSpacing: '-0.01em' },
    h3: { fontSize: '1.125rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
    overline: { fontWeight: 700, letterSpacing: '0.08em' },
  },
  shadows: [
    'none',
    '0 1px 2px rgba(16, 32, 51, 0.06), 0 1px 3px rgba(16, 32, 51, 0.08)',
    '0 2px 4px rgba(16, 32, 51, 0.06), 0 4px 10px rgba(16, 32, 51, 0.08)',
    '0 4px 8px rgba(16, 32, 51, 0.06), 0 8px 20px rgba(16, 32, 51, 0.1)',
    ...Array<string>(21).fill(
      '0 8px 16px rgba(16, 32, 51, 0.08), 0 16px 40px rgba(16, 32, 51, 0.12)',
    ),
  ] as ReturnType<typeof createTheme>['shadows'],
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiPaper: { defaultProps: { elevation: 1 } },
    MuiTooltip: { defaultProps: { arrow: true } },
  },
});
