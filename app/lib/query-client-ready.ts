import type { QueryClient } from "@tanstack/react-query";

type Listener = (client: QueryClient) => void;

let loadedClient: QueryClient | undefined;
const listeners = new Set<Listener>();

/**
 * Calls `listener` once the app's query client exists: at once when it does, else when the module that makes it
 * (query-client.ts) is first evaluated, which is when the first code that fetches or changes data loads. The session
 * waits here rather than loading TanStack Query itself (decision 067). Returns a function that stops the wait.
 */
export function whenQueryClientLoads(listener: Listener): () => void {
  if (loadedClient) {
    listener(loadedClient);
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the query client has been made in this page. */
export function isQueryClientLoaded(): boolean {
  return loadedClient !== undefined;
}

/** Called by query-client.ts once, when it has made the client. */
export function announceQueryClient(client: QueryClient): void {
  loadedClient = client;
  const waiting = [...listeners];
  listeners.clear();
  for (const listener of waiting) listener(client);
}
