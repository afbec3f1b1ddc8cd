import { Outlet } from 'react-router';
import { AdminProviders } from '~/backoffice/providers';

/** The back-office draws its own frame (no site header or footer). */
export const handle = { bareLayout: true };

export default function AdminLayout() {
  return (
    <AdminProviders>
      <Outlet />
    </AdminProviders>
  );
}
