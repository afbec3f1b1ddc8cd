import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { http, errorMessage } from '~/lib/http';
import type { LeadKind } from '~/backoffice/types';

/** Marks a lead handled (or new again) and refreshes the inbox, its detail and the dashboard. */
export function useMarkHandled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (lead: { kind: LeadKind; id: string | number; handled: boolean }) =>
      http(`/api/admin/leads/${lead.kind}/${lead.id}/handled`, {
        method: 'POST',
        body: { handled: lead.handled },
      }),
    onSuccess: (_data, lead) => {
      toast.success(lead.handled ? 'Marked as handled.' : 'Marked as new again.');
      void client.invalidateQueries({ queryKey: ['admin', 'leads'] });
      void client.invalidateQueries({ queryKey: ['admin', 'lead'] });
      void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}
