import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { AriaLocale } from './AriaLocale';
import { queryClient } from './queryClient';
import type { createRouter } from './router';

export function App({ router }: { router: ReturnType<typeof createRouter> }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AriaLocale>
        <RouterProvider router={router} />
      </AriaLocale>
    </QueryClientProvider>
  );
}
