import { Badge } from "../../../components/ui/badge";
import { cn } from "../../../lib/cn";
import type { ConsoleResponse } from "../api/send-console-request";

/** The answer as a developer reads it: status, time, headers and the body. */
export function ResponseView({ response }: { response: ConsoleResponse }) {
  const ok = response.status < 400;
  return (
    <section aria-labelledby="response-heading" className="flex flex-col gap-3" data-testid="console-response">
      <div className="flex flex-wrap items-center gap-3">
        <h3 id="response-heading" className="font-semibold">
          Response
        </h3>
        <Badge variant="outline" className={cn("font-mono", ok ? "border-success/50 text-success" : "border-destructive/50 text-destructive")} data-testid="response-status">
          {response.status} {response.statusText}
        </Badge>
        <span className="text-sm text-muted-foreground" data-testid="response-time">
          {response.durationMs} ms
        </span>
      </div>
      <details className="rounded-md border">
        <summary className="cursor-pointer px-3 py-2 text-sm font-medium">Headers ({response.headers.length})</summary>
        <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4 gap-y-1 border-t px-3 py-2 font-mono text-xs">
          {response.headers.map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="text-muted-foreground">{name}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
        </dl>
      </details>
      <pre className="max-h-[32rem] overflow-auto rounded-md border bg-muted/50 p-4 text-xs leading-relaxed" tabIndex={0} aria-label="Response body" data-testid="response-body">
        <code>{response.body || "(empty body)"}</code>
      </pre>
    </section>
  );
}
