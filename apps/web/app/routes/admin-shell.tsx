import { Outlet } from 'react-router';
import { AdminGate } from '~/features/admin/admin-gate';

export default function AdminShell() {
  return (
    <AdminGate>
      <Outlet />
    </AdminGate>
  );
}
