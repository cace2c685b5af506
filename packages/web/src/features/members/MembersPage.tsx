import { PageHeader } from '../../components/ui/PageHeader';

/** Members: being built. */
export function MembersPage() {
  return <PageHeader title="Members" />;
}
