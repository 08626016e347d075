import { clsx } from "clsx";
import { Link } from "react-router";
import { House } from "../ui/first-paint-icons";

export type LogoSize = "sm" | "md" | "lg" | "xl";

const SIZES: Record<LogoSize, { box: string; icon: string; text: string }> = {
  sm: { box: "size-7 rounded-md", icon: "size-4", text: "text-base" },
  md: { box: "size-9 rounded-lg", icon: "size-5", text: "text-xl" },
  lg: { box: "size-12 rounded-xl", icon: "size-7", text: "text-3xl" },
  xl: { box: "size-16 rounded-2xl", icon: "size-9", text: "text-5xl" },
};

/** Spec §2: a house icon with the wordmark, in four sizes; a link home with `asLink`. */
export function Logo({ size = "md", asLink = false, className }: { size?: LogoSize; asLink?: boolean; className?: string }) {
  const s = SIZES[size];
  const content = (
    <>
      <span className={clsx("flex items-center justify-center bg-primary text-primary-foreground shadow-sm", s.box)}>
        <House className={s.icon} strokeWidth={2.25} aria-hidden="true" />
      </span>
      <span className={clsx("font-bold tracking-tight text-foreground", s.text)}>
        Listing<span className="text-primary">Lift</span>
      </span>
    </>
  );
  const classes = clsx("inline-flex items-center gap-2", className);
  if (!asLink) return <span className={classes}>{content}</span>;
  return (
    <Link
      to="/"
      aria-label="ListingLift home"
      className={clsx(classes, "rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background")}
    >
      {content}
    </Link>
  );
}
