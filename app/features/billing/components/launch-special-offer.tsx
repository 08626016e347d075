import { Sparkles } from "lucide-react";
import { LAUNCH_SPECIAL } from "../../../../core/credits/launch-special";
import { Card } from "../../../components/ui/card";
import { BuyButton } from "./buy-button";
import { formatDollars } from "./billing-labels";
import { useBuyCredits } from "./use-buy-credits";

/** The dashboard's offer while the Launch Special is unused: buy it right here. */
export function LaunchSpecialOffer({ paymentsDisabled }: { paymentsDisabled: boolean }) {
  const { buy, pendingKey } = useBuyCredits();
  return (
    <Card className="flex flex-col gap-4 border-primary/50 bg-accent/40 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground">
          <Sparkles className="size-5" aria-hidden="true" />
        </span>
        <div className="flex flex-col gap-1">
          <h2 className="font-semibold">
            Launch Special: your first listing for {formatDollars(LAUNCH_SPECIAL.price)} ({LAUNCH_SPECIAL.discountPercentage}% off)
          </h2>
          <p className="text-sm text-muted-foreground">
            {LAUNCH_SPECIAL.listingCredits} listing credit and {LAUNCH_SPECIAL.captionCredits} image caption credits, once per account.
          </p>
        </div>
      </div>
      <BuyButton
        label="Get the Launch Special"
        className="sm:shrink-0"
        signInHref={null}
        busy={pendingKey === LAUNCH_SPECIAL.id}
        disabled={paymentsDisabled}
        onBuy={() => buy({ plan: LAUNCH_SPECIAL.id })}
      />
    </Card>
  );
}
