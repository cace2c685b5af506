import { PageHeader } from '../../components/ui/PageHeader';

/** Tags: being built. */
export function TagsPage() {
  return <PageHeader title="Tags" />;
}
