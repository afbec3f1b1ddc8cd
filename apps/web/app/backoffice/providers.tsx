import '~/lib/zod-jitless';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { createAdminQueryClient } from './query-client';

/** TanStack Query and toasts for the back-office only: nothing here loads on public pages. */
export function AdminProviders({ children }: { children: ReactNode }) {
  const [client] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster position="bottom-right" richColors closeButton />
    </QueryClientProvider>
  );
}
