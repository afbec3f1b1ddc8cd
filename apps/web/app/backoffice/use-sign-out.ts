import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { http } from '~/lib/http';
import { useSetSession } from './session';

/** Ends the session on the server, then shows the sign-in form at /admin. */
export function useSignOut() {
  const setSession = useSetSession();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => http('/api/admin/session', { method: 'DELETE' }),
    onSuccess: () => {
      setSession({ staff: null, notice: 'You have signed out.' });
      void navigate('/admin');
    },
  });
}
