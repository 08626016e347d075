import { LAUNCH_SPECIAL_USED_MESSAGE } from "../../../../core/credits/credit-messages";
import { findCreditPack, packCaptionCredits, STARTER_PACK_ID } from "../../../../core/credits/credit-packs";
import { LAUNCH_SPECIAL } from "../../../../core/credits/launch-special";
import type { Balances } from "../../../../contracts/billing";
import { BulkPackList } from "./bulk-pack-list";
import { BuyButton } from "./buy-button";
import { formatDollars } from "./billing-labels";
import { PlanCard } from "./plan-card";
import { useBuyCredits } from "./use-buy-credits";

export interface PricingPlansProps {
  /** null when signed in; otherwise where a visitor signs in and comes back from. */
  signInHref: string | null;
  balances: Balances | undefined;
  /** Purchases are refused on this server (production without Stripe). */
  paymentsDisabled: boolean;
}

/** Spec §3 "Pricing plans": Launch Special, Starter, Bulk Credits, with buy buttons that work signed in or out. */
export function PricingPlans({ signInHref, balances, paymentsDisabled }: PricingPlansProps) {
  const { buy, pendingKey } = useBuyCredits();
  const starter = findCreditPack(STARTER_PACK_ID)!;
  const launchUsed = balances?.hasUsedLaunchSpecial ?? false;
  const busyKey = paymentsDisabled ? "disabled" : pendingKey;
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <PlanCard
        id="plan-launch-special"
        name={LAUNCH_SPECIAL.name}
        price={formatDollars(LAUNCH_SPECIAL.price)}
        priceNote="your first listing"
        badge={`${LAUNCH_SPECIAL.discountPercentage}% off`}
        summary="Try ListingLift on one home for a fraction of the usual price."
        features={[`${LAUNCH_SPECIAL.listingCredits} listing credit`, `${LAUNCH_SPECIAL.captionCredits} image caption credits`, "Once per account"]}
        highlighted={!launchUsed}
      >
        {launchUsed ? (
          <p role="status" className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
            {LAUNCH_SPECIAL_USED_MESSAGE}
          </p>
        ) : null}
        <BuyButton
          label={launchUsed ? "Already used" : "Get the Launch Special"}
          variant={launchUsed ? "secondary" : "default"}
          signInHref={signInHref}
          busy={pendingKey === LAUNCH_SPECIAL.id}
          disabled={launchUsed || busyKey !== null}
          onBuy={() => buy({ plan: LAUNCH_SPECIAL.id })}
        />
      </PlanCard>
      <PlanCard
        id="plan-starter"
        name={starter.name}
        price={formatDollars(starter.price)}
        priceNote="per listing credit"
        summary="One more listing whenever you need it."
        features={[`${starter.credits} listing credit`, `${packCaptionCredits(starter)} image caption credits`, "No subscription"]}
      >
        <BuyButton
          label="Buy Starter"
          variant="secondary"
          signInHref={signInHref}
          busy={pendingKey === `pack-${starter.id}`}
          disabled={busyKey !== null}
          onBuy={() => buy({ packId: starter.id })}
        />
      </PlanCard>
      <PlanCard
        id="plan-bulk"
        name="Bulk Credits"
        price="$18"
        priceNote="per credit, at best"
        badge="Up to 28% off"
        summary="For hosts and managers with several homes: the more credits, the lower the price."
        features={["50 image caption credits with every listing credit"]}
      >
        <BulkPackList signInHref={signInHref} pendingKey={busyKey} onBuy={(packId) => buy({ packId })} />
      </PlanCard>
    </div>
  );
}
