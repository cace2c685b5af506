import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

// Pitch markings drawn in CSS-friendly SVG; no external image is loaded.
const PITCH_LINES = encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1050 680" preserveAspectRatio="xMidYMid slice">` +
    `<g fill="none" stroke="rgba(255,255,255,0.07)" stroke-width="3">` +
    `<rect x="25" y="25" width="1000" height="630"/><line x1="525" y1="25" x2="525" y2="655"/>` +
    `<circle cx="525" cy="340" r="92"/><circle cx="525" cy="340" r="4" fill="rgba(255,255,255,0.12)"/>` +
    `<rect x="25" y="138" width="165" height="404"/><rect x="25" y="248" width="55" height="184"/>` +
    `<rect x="860" y="138" width="165" height="404"/><rect x="970" y="248" width="55" height="184"/>` +
    `<path d="M190 266a92 92 0 0 1 0 148M860 266a92 92 0 0 0 0 148"/></g></svg>`,
);

/** Navy gradient with faint pitch markings, behind the splash screens. */
export function PitchBackground({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        p: 3,
        color: 'common.white',
        backgroundColor: '#0b1f33',
        backgroundImage: `url("data:image/svg+xml,${PITCH_LINES}"), radial-gradient(ellipse at 30% 20%, #164a45 0%, transparent 55%), linear-gradient(160deg, #0b1f33 0%, #0f2d47 55%, #0a3a33 100%)`,
        backgroundSize: 'cover, cover, cover',
        backgroundPosition: 'center',
      }}
    >
      {children}
    </Box>
  );
}
