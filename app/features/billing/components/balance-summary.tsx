import { Image, WandSparkles } from "lucide-react";
import type { Balances } from "../../../../contracts/billing";
import { Badge } from "../../../components/ui/badge";
import { Card } from "../../../components/ui/card";
import { formatNumber, PLAN_LABELS } from "./billing-labels";

function BalanceCard({ label, value, hint, Icon }: { label: string; value: number | undefined; hint: string; Icon: typeof Image }) {
  return (
    <Card className="flex items-center gap-4 p-5">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="flex min-w-0 flex-col">
        <span className="text-sm text-muted-foreground">{label}</span>
        <span className="text-3xl font-bold tabular-nums" aria-live="polite">
          {value === undefined ? "…" : formatNumber(value)}
        </span>
        <span className="text-xs text-muted-foreground">{hint}</span>
      </div>
    </Card>
  );
}

/** Both balances side by side, with the plan: what the user can still generate. */
export function BalanceSummary({ balances, headingLevel = "h2" }: { balances: Balances | undefined; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <section aria-labelledby="balances-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Heading id="balances-heading" className="text-lg font-semibold">
          Your credits
        </Heading>
        {balances ? <Badge variant="secondary">Plan: {PLAN_LABELS[balances.planType]}</Badge> : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <BalanceCard label="Listing credits" value={balances?.credits} hint="One credit writes one listing." Icon={WandSparkles} />
        <BalanceCard label="Image caption credits" value={balances?.imageCaptionCredits} hint="Used by the image caption generator." Icon={Image} />
      </div>
    </section>
  );
}
