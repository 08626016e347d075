import { CircleCheck, LoaderCircle, type LucideIcon, TriangleAlert } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "react-router";
import { useQueryClient } from "../../../lib/query";
import { Button } from "../../../components/ui/button";
import { showToast } from "../../../lib/toast";
import { balancesQueryKey } from "../api/get-balances";
import { usePayment } from "../api/get-payment";
import { transactionsQueryKey } from "../api/list-transactions";
import { sessionQueryKey } from "../../session/api/get-session";
import { PURCHASE_TOAST_TITLE } from "./use-buy-credits";

function Panel({ Icon, title, children, spin }: { Icon: LucideIcon; title: string; children?: ReactNode; spin?: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <Icon className={spin ? "size-10 animate-spin text-muted-foreground" : "size-10 text-primary"} aria-hidden="true" />
      <h2 className="text-xl font-semibold">{title}</h2>
      <div className="max-w-md text-muted-foreground">{children}</div>
    </div>
  );
}

/** Stripe's success_url: waits for the signed webhook to mark the payment paid, then says what was bought (spec §8). */
export function PaymentResult({ sessionId }: { sessionId: string | null }) {
  const payment = usePayment(sessionId);
  const queryClient = useQueryClient();
  const announced = useRef(false);
  const status = payment.data?.status;
  useEffect(() => {
    if (status !== "paid" || announced.current || !payment.data) return;
    announced.current = true;
    showToast({ title: PURCHASE_TOAST_TITLE, description: payment.data.grant.message, variant: "success" });
    void queryClient.invalidateQueries({ queryKey: balancesQueryKey });
    void queryClient.invalidateQueries({ queryKey: transactionsQueryKey });
    // Caption credits bought open the caption generator: the session says so, and the header's links follow it.
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }, [status, payment.data, queryClient]);

  if (!sessionId) return <Panel Icon={TriangleAlert} title="No payment to show">This page opens after a checkout.</Panel>;
  if (payment.isError) return <Panel Icon={TriangleAlert} title="We could not find this payment">{payment.error.message}</Panel>;
  if (!payment.data) return <Panel Icon={LoaderCircle} spin title="Looking up your payment…" />;
  if (status === "paid") {
    return (
      <Panel Icon={CircleCheck} title="Payment received">
        <p>{payment.data.grant.message}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild>
            <Link to="/create-listing">Create a listing</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/credit-history">See your credits</Link>
          </Button>
        </div>
      </Panel>
    );
  }
  if (status === "pending") {
    return (
      <Panel Icon={LoaderCircle} spin title="Confirming your payment…">
        Stripe is confirming the payment; your credits appear as soon as it does. This usually takes a few seconds.
      </Panel>
    );
  }
  return (
    <Panel Icon={TriangleAlert} title="This payment did not go through">
      No credits were added. <Link to="/pricing" className="font-medium text-primary hover:underline">Back to pricing</Link>
    </Panel>
  );
}
