import type { ReactNode } from 'react';
import { SectionCard } from '../../components/ui/SectionCard';

export interface DashboardCardProps {
  title: string;
  /** A line under the title, e.g. which session the figures are from. */
  subtitle?: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled section of the Team Dashboard: the shared card with the dashboard's look. */
export function DashboardCard({ title, subtitle, actions, children }: DashboardCardProps) {
  return (
    <SectionCard
      title={title}
      subtitle={subtitle}
      action={actions}
      headingLevel={2}
      variant="outlined"
      sx={{ p: 3, borderRadius: 3 }}
    >
      {children}
    </SectionCard>
  );
}
