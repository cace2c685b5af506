import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { getConfig } from '../../lib/config';

function AppleMark() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M16.4 12.6c0-2.5 2-3.7 2.1-3.8-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.8.9-.8 0-2-.9-3.3-.9-1.7 0-3.3 1-4.2 2.5-1.8 3.1-.5 7.7 1.3 10.2.8 1.2 1.8 2.6 3.1 2.5 1.3-.1 1.7-.8 3.3-.8 1.5 0 1.9.8 3.3.8 1.4 0 2.2-1.2 3-2.5 1-1.4 1.3-2.7 1.4-2.8-.1 0-2.6-1-2.6-4.1zM13.9 5.2c.7-.8 1.2-2 1-3.2-1 .1-2.2.7-2.9 1.5-.6.7-1.2 1.9-1 3.1 1.1.1 2.2-.6 2.9-1.4z"
      />
    </svg>
  );
}

function PlayMark() {
  return (
    <svg width="20" height="22" viewBox="0 0 20 22" aria-hidden="true">
      <path fill="#34a853" d="M1 1l10.5 10L1 21c-.4-.2-.6-.7-.6-1.2V2.2c0-.5.2-1 .6-1.2z" />
      <path fill="#fbbc04" d="M15 7.6l-3.5 3.4L15 14.4l4-2.3c1.1-.6 1.1-1.7 0-2.3z" />
      <path fill="#ea4335" d="M11.5 11L1 21c.4.2.9.2 1.4-.1L15 14.4z" />
      <path fill="#4285f4" d="M11.5 11L15 7.6 2.4 1.1C1.9.8 1.4.8 1 1z" />
    </svg>
  );
}

function Badge({
  href,
  label,
  store,
  mark,
}: {
  href: string;
  label: string;
  store: string;
  mark: ReactNode;
}) {
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      underline="none"
      aria-label={`${label} ${store}`}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        px: 2,
        py: 1,
        minWidth: 168,
        borderRadius: 2,
        bgcolor: '#000',
        color: '#fff',
        border: '1px solid rgba(255,255,255,0.35)',
        '&:hover': { bgcolor: '#1b1b1b' },
      }}
    >
      {mark}
      <Box
        component="span"
        sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.1, textAlign: 'left' }}
      >
        <Box component="span" sx={{ fontSize: 11 }}>
          {label}
        </Box>
        <Box component="span" sx={{ fontSize: 18, fontWeight: 600 }}>
          {store}
        </Box>
      </Box>
    </Link>
  );
}

/** Apple and Google store badges for the companion app; URLs come from configuration. */
export function StoreLinks() {
  const { appStoreUrl, playStoreUrl } = getConfig();
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'center' }}>
      <Badge href={appStoreUrl} label="Download on the" store="App Store" mark={<AppleMark />} />
      <Badge href={playStoreUrl} label="Get it on" store="Google Play" mark={<PlayMark />} />
    </Box>
  );
}
