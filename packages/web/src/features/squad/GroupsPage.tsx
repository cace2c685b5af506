import { PageHeader } from '../../components/ui/PageHeader';

/** Groups: being built. */
export function GroupsPage() {
  return <PageHeader title="Groups" />;
}
