/**
 * A loader run once, on the first call, its promise kept for every call after: how the writer seams import the model
 * writers and the AI SDK (../model-writers.ts) only when a model is first asked, not at start.
 */
export function loadOnFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}
