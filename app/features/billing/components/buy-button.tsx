import { LoaderCircle } from "lucide-react";
import { Link } from "react-router";
import { Button, type ButtonProps } from "../../../components/ui/button";

export interface BuyButtonProps {
  label: string;
  /** Screen-reader name when the visible label is short ("Buy" next to a pack's name). */
  accessibleName?: string;
  /** A visitor goes here to sign in and comes back. */
  signInHref: string | null;
  onBuy: () => void;
  busy: boolean;
  disabled?: boolean;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  className?: string;
}

/** Buys when signed in; for a visitor it is a link to sign in first and come back to the pricing page. */
export function BuyButton({ label, accessibleName, signInHref, onBuy, busy, disabled, variant, size, className }: BuyButtonProps) {
  if (signInHref) {
    return (
      <Button asChild variant={variant} size={size} className={className}>
        <Link to={signInHref} aria-label={accessibleName}>
          {label}
        </Link>
      </Button>
    );
  }
  return (
    <Button variant={variant} size={size} className={className} onClick={onBuy} disabled={disabled || busy} aria-label={accessibleName} aria-busy={busy}>
      {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
      {label}
    </Button>
  );
}
