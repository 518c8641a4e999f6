import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api-client';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorMessage?: string };
  }
}

/**
 * The account pages and the back office use TanStack Query; the public pages do not load it (their
 * JavaScript budget). One client for both areas, so the profile stored by the login is the one
 * /barbero reads.
 */
const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => console.error(query.meta?.errorMessage ?? 'Error al cargar los datos', error),
  }),
  defaultOptions: {
    queries: {
      // A 4xx will not change by asking again; network blips and 5xx get one more try.
      retry: (fallos, error) => fallos < 1 && !(error instanceof ApiError && error.status < 500),
    },
  },
});

export function BackOfficeProviders({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
