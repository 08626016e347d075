import { QueryClient } from "@tanstack/react-query";
import { announceQueryClient } from "./query-client-ready";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Spec §9: the data cache is collected after 5 minutes.
      queries: { gcTime: 5 * 60_000, staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

/**
 * The page's one data cache. A module of its own rather than a provider at the root, so a page that reads no data at
 * first (the home page) does not load TanStack Query before it paints (decision 055); app/lib/query.ts hands it to
 * every hook.
 */
export const queryClient = createQueryClient();

// What QueryClientProvider did on mount: paused mutations and queries resume when the browser is back online.
if (typeof window !== "undefined") queryClient.mount();

// Code that read data before the client existed (the session's first answer) hands it over now (decision 067).
announceQueryClient(queryClient);
