import { DEMO_PAYMENT_LABEL } from "../../../../core/credits/credit-messages";
import type { PaymentsMode } from "../../../../contracts/billing";
import { Alert } from "../../../components/ui/alert";

/** Says how buying works here: demo payments take no money (DESIGN.md); a server without payments says so. */
export function PaymentsModeNotice({ mode }: { mode: PaymentsMode | undefined }) {
  if (mode === "demo") {
    return (
      <Alert title={DEMO_PAYMENT_LABEL}>
        This server runs without a payment provider: buying adds the credits at once, for trying ListingLift out.
      </Alert>
    );
  }
  if (mode === "disabled") {
    return <Alert variant="destructive" title="Purchases are not available on this server right now." />;
  }
  return null;
}
