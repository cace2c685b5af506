import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SectionCard } from '../../components/ui/SectionCard';

/**
 * One section of the profile: a skeleton of its size while the profile
 * loads, its empty text when there is nothing to show, else what it holds.
 */
export function ProfileCard({
  title,
  subtitle,
  loading,
  emptyText,
  height,
  children,
}: {
  title: string;
  subtitle?: string;
  loading: boolean;
  /** Set when there is nothing to show. */
  emptyText?: string | null;
  /** Of what it holds, for the skeleton. */
  height: number;
  children: ReactNode;
}) {
  return (
    <SectionCard title={title} subtitle={subtitle} headingLevel={2}>
      {loading ? (
        <Skeleton variant="rounded" height={height} aria-label={`Loading ${title}`} />
      ) : emptyText ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : (
        children
      )}
    </SectionCard>
  );
}
