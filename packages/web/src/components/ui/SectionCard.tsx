import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { PartErrorBoundary } from './PartErrorBoundary';

export interface SectionCardProps {
  title: ReactNode;
  /** A line under the title, e.g. which session the figures are from. */
  subtitle?: ReactNode;
  /** Before the title, e.g. the athlete's avatar. */
  leading?: ReactNode;
  /** Beside the title, e.g. a selector or a toggle. */
  action?: ReactNode;
  /** A page's own sections are level 2; sections inside a report's tabs level 3. */
  headingLevel?: 2 | 3;
  variant?: 'elevation' | 'outlined';
  /** A figure (e.g. a heat map) rather than a section of the page. */
  component?: 'section' | 'figure';
  /** The card's name when its title alone does not say enough; else the title names it. */
  'aria-label'?: string;
  /** The card's own look, over the shared padding. */
  sx?: Exclude<SxProps<Theme>, readonly unknown[]>;
  children: ReactNode;
}

/**
 * A titled card; its title names the region for assistive technology. What
 * it holds fails on its own: the card and its title stay, its siblings too.
 */
export function SectionCard({
  title,
  subtitle,
  leading,
  action,
  headingLevel = 3,
  variant = 'elevation',
  component = 'section',
  'aria-label': ariaLabel,
  sx,
  children,
}: SectionCardProps) {
  const titleId = useId();
  const heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Paper
      component={component}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabel === undefined ? titleId : undefined}
      variant={variant}
      sx={[{ m: 0, p: { xs: 2, md: 3 }, minWidth: 0 }, sx ?? false]}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Box
          sx={{ flex: '1 1 200px', minWidth: 0, display: 'flex', alignItems: 'center', gap: 1.5 }}
        >
          {leading}
          <Box sx={{ minWidth: 0 }}>
            <Typography id={titleId} variant={heading} component={heading}>
              {title}
            </Typography>
            {subtitle && (
              <Typography variant="body2" color="text.secondary">
                {subtitle}
              </Typography>
            )}
          </Box>
        </Box>
        {action}
      </Box>
      <PartErrorBoundary part="card">{children}</PartErrorBoundary>
    </Paper>
  );
}
