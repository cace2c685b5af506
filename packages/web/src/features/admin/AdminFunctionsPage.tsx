import { PageHeader } from '../../components/ui/PageHeader';

/** Admin Functions: being built. */
export function AdminFunctionsPage() {
  return <PageHeader title="Admin Functions" />;
}
