import { PageHeader } from '../../components/ui/PageHeader';

/** Squad: being built. */
export function SquadPage() {
  return <PageHeader title="Squad" />;
}
