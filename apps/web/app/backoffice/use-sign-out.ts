import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { http } from '~/lib/http';
import { useSetSession } from './session';

/**
 * Ends this browser's session (`everywhere`: every session of this person, on every device),
 * then shows the sign-in form at /admin.
 */
export function useSignOut({ everywhere = false } = {}) {
  const setSession = useSetSession();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () =>
      http(everywhere ? '/api/admin/sessions' : '/api/admin/session', { method: 'DELETE' }),
    onSuccess: () => {
      setSession({
        staff: null,
        notice: everywhere ? 'You have signed out on every device.' : 'You have signed out.',
      });
      void navigate('/admin');
    },
  });
}
