import { BULK_PACK_IDS, findCreditPack, packCaptionCredits, pricePerCredit } from "../../../../core/credits/credit-packs";
import { BuyButton } from "./buy-button";
import { formatDollars, formatNumber } from "./billing-labels";

export interface PackBuying {
  signInHref: string | null;
  pendingKey: string | null;
  onBuy: (packId: number) => void;
}

/** The Bulk Credits plan's packs, each with its credits, price, price per credit, discount and its own buy button. */
export function BulkPackList({ signInHref, pendingKey, onBuy }: PackBuying) {
  const packs = BULK_PACK_IDS.map((id) => findCreditPack(id)!);
  return (
    <ul className="flex flex-col divide-y rounded-md border">
      {packs.map((pack) => (
        <li key={pack.id} className="flex items-center justify-between gap-3 p-3">
          <div className="flex min-w-0 flex-col">
            <span className="flex flex-wrap items-center gap-x-2 font-medium">
              {pack.name}
              {pack.discountPercentage ? <span className="text-xs font-semibold text-success">{pack.discountPercentage}% off</span> : null}
            </span>
            <span className="text-sm text-muted-foreground">
              {pack.credits} credits · {formatDollars(pack.price)} ({formatDollars(pricePerCredit(pack))} each)
            </span>
            <span className="text-xs text-muted-foreground">+{formatNumber(packCaptionCredits(pack))} image caption credits</span>
          </div>
          <BuyButton
            label="Buy"
            accessibleName={`Buy the ${pack.name}`}
            size="sm"
            variant="outline"
            signInHref={signInHref}
            busy={pendingKey === `pack-${pack.id}`}
            disabled={pendingKey !== null}
            onBuy={() => onBuy(pack.id)}
          />
        </li>
      ))}
    </ul>
  );
}
