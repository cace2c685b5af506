import Box from '@mui/material/Box';

export interface TouchlineLogoProps {
  /** Show the word mark next to the symbol. */
  withWordmark?: boolean;
  size?: number;
  /** Colour of the word mark. */
  color?: string;
}

/** The Touchline mark: a touchline and a post, with the ball on the line. */
export function TouchlineLogo({
  withWordmark = true,
  size = 32,
  color = '#ffffff',
}: TouchlineLogoProps) {
  return (
    <Box
      component="span"
      role="img"
      aria-label="Touchline"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25 }}
    >
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#10314f" />
        <path d="M7 9.5h18" stroke="#1fb57a" strokeWidth="3.2" strokeLinecap="round" />
        <path d="M16 9.5V22" stroke="#ffffff" strokeWidth="3.2" strokeLinecap="round" />
        <circle cx="23" cy="22.5" r="2.6" fill="#1fb57a" />
      </svg>
      {withWordmark && (
        <Box
          component="span"
          sx={{ color, fontWeight: 800, fontSize: size * 0.6, letterSpacing: '-0.02em' }}
        >
          Touchline
        </Box>
      )}
    </Box>
  );
}
