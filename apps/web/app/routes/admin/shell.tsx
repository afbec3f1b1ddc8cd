import { Outlet } from 'react-router';
import { AdminGate } from '~/backoffice/gate';

export default function AdminShell() {
  return (
    <AdminGate>
      <Outlet />
    </AdminGate>
  );
}
