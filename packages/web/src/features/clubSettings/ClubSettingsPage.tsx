import { PageHeader } from '../../components/ui/PageHeader';

/** Settings: being built. */
export function ClubSettingsPage() {
  return <PageHeader title="Settings" />;
}
