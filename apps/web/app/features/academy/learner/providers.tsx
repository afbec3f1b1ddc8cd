import '~/lib/zod-jitless';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { HttpError } from '~/lib/http';

// One client for every learner page, so moving between them keeps what is already loaded.
let client: QueryClient | undefined;
function learnerQueryClient() {
  client ??= new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A refused token or a missing course will not change by asking again.
        retry: (count, error) =>
          !(error instanceof HttpError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
  return client;
}

/** Server data and toasts for the learner pages only: nothing here loads on marketing pages. */
export function LearnerProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={learnerQueryClient()}>
      {children}
      <Toaster position="top-center" richColors closeButton />
    </QueryClientProvider>
  );
}
