import { AdminFunctionsPage } from '../../features/admin/AdminFunctionsPage';

/** Route module for /admin/*. */
export function AdminRoute() {
  return <AdminFunctionsPage />;
}
