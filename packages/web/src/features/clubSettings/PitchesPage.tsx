import { PageHeader } from '../../components/ui/PageHeader';

/** Pitches: being built. */
export function PitchesPage() {
  return <PageHeader title="Pitches" />;
}
