/** Spec §2: a fatal error shows a box titled "Something went wrong" with expandable details. */
export function FatalError({ message, details }: { message: string; details?: string }) {
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div role="alert" className="w-full max-w-lg rounded-lg border border-destructive/40 bg-card p-6 shadow-sm">
        <h1 className="text-xl font-semibold text-destructive">Something went wrong</h1>
        <p className="mt-2 text-sm text-muted-foreground">{message}</p>
        {details ? (
          <details className="mt-4 text-sm">
            <summary className="cursor-pointer font-medium">Details</summary>
            <pre className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap rounded-md bg-muted p-3 text-xs">{details}</pre>
          </details>
        ) : null}
        <a href="/" className="mt-6 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline">
          Go to the home page
        </a>
      </div>
    </main>
  );
}
