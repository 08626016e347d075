/**
 * TanStack Query's hooks bound to the app's one client (app/lib/query-client.ts), so no provider is needed at the root
 * and the code that fetches nothing at first load never loads them (decision 055). Import the hooks from here, not from
 * @tanstack/react-query (eslint.config.js).
 */
import {
  type QueryClient,
  useMutation as useTanStackMutation,
  useQuery as useTanStackQuery,
  useQueryClient as useTanStackQueryClient,
} from "@tanstack/react-query";
import { queryClient } from "./query-client";

export { keepPreviousData, queryOptions } from "@tanstack/react-query";

export const useQuery = ((options: Parameters<typeof useTanStackQuery>[0]) =>
  useTanStackQuery(options, queryClient)) as unknown as typeof useTanStackQuery;

export const useMutation = ((options: Parameters<typeof useTanStackMutation>[0]) =>
  useTanStackMutation(options, queryClient)) as unknown as typeof useTanStackMutation;

export function useQueryClient(): QueryClient {
  return useTanStackQueryClient(queryClient);
}
