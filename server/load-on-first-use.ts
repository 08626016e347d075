/**
 * A loader run once, on the first call, its promise kept for every call after: how the writer seams import the model
 * writers and the AI SDK (writers/model-writers.ts) only when a model is first asked, and how static files are gzipped
 * only when a client first asks for gzip (web/gzip-on-first-use.ts), not at start.
 */
export function loadOnFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}
