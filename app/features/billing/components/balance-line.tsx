import { Link } from "react-router";
import type { Balances } from "../../../../contracts/billing";
import { formatNumber } from "./billing-labels";

function count(n: number, word: string): string {
  return `${formatNumber(n)} ${word}${n === 1 ? "" : "s"}`;
}

/** One sentence with both balances, for pages where the full summary would be too much (pricing). */
export function BalanceLine({ balances }: { balances: Balances }) {
  return (
    <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="balance-line">
      You have <strong className="text-foreground">{count(balances.credits, "listing credit")}</strong> and{" "}
      <strong className="text-foreground">{count(balances.imageCaptionCredits, "image caption credit")}</strong>.{" "}
      <Link to="/credit-history" className="font-medium text-primary hover:underline">
        Credit history
      </Link>
    </p>
  );
}
