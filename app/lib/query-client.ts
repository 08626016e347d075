import { QueryClient } from "@tanstack/react-query";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Spec §9: the data cache is collected after 5 minutes.
      queries: { gcTime: 5 * 60_000, staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
