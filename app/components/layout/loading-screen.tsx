/** Spec §2: pages load lazily with a spinner and the text "Loading...". */
export function LoadingScreen() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[50vh] flex-col items-center justify-center gap-3">
      <span className="size-8 animate-spin rounded-full border-4 border-muted border-t-primary" aria-hidden="true" />
      <span className="text-sm text-muted-foreground">Loading...</span>
    </div>
  );
}
