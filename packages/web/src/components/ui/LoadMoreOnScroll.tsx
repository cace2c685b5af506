import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef, type ReactNode, type UIEvent } from 'react';

export const LOAD_MORE_DEBOUNCE_MS = 100;
/** How close to the end (px) counts as "at the bottom". */
const BOTTOM_TOLERANCE_PX = 4;

export interface LoadMoreOnScrollProps {
  children: ReactNode;
  onLoadMore: () => void;
  /** False once everything is loaded, or while a batch is loading. */
  hasMore: boolean;
  sx?: SxProps<Theme>;
}

/** A scrollable list that asks for the next batch when scrolled to the bottom (100 ms debounce). */
export function LoadMoreOnScroll({ children, onLoadMore, hasMore, sx }: LoadMoreOnScrollProps) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ onLoadMore, hasMore });
  useEffect(() => {
    latest.current = { onLoadMore, hasMore };
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const handleScroll = (event: UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const atBottom =
        element.scrollHeight - element.scrollTop - element.clientHeight <= BOTTOM_TOLERANCE_PX;
      if (atBottom && latest.current.hasMore) latest.current.onLoadMore();
    }, LOAD_MORE_DEBOUNCE_MS);
  };

  return (
    <Box
      onScroll={handleScroll}
      sx={{ overflowY: 'auto', ...sx }}
      data-testid="load-more-on-scroll"
    >
      {children}
    </Box>
  );
}
