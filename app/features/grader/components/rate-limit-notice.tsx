import { ShieldCheck } from "lucide-react";
import { useEffect, useState } from "react";
import type { GraderUsage } from "../../../../contracts/grader";
import { Alert } from "../../../components/ui/alert";
import { describeLimitReached, describeUsage } from "./grader-rules";

/** Renders again every `intervalMs`, so a countdown read from the clock stays true. */
function useTick(intervalMs: number): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((tick) => tick + 1), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
}

/**
 * The limit state of spec §2 and §8, read from the server: the admin's bypass, the banner once the limit is reached,
 * and "You have used N of 3 free analyses per hour".
 */
export function RateLimitNotice({ usage }: { usage: GraderUsage | undefined }) {
  useTick(30_000);
  if (!usage) return <div className="h-5" aria-hidden="true" />;
  if (usage.bypassed) {
    return (
      <p className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
        <ShieldCheck className="size-4 text-success" aria-hidden="true" />
        Admin user: Rate limits bypassed
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {usage.remaining === 0 ? (
        <Alert variant="destructive" title="Free analyses used up">
          {describeLimitReached(usage.resetsAt, Date.now())}
        </Alert>
      ) : null}
      <p className="text-center text-sm text-muted-foreground" aria-live="polite">
        {describeUsage(usage.used)}
      </p>
    </div>
  );
}
