import { Link } from "react-router";
import { cn } from "../../../lib/cn";

const VIEWS = [
  { id: "mine", label: "Your dashboard", href: "/dashboard" },
  { id: "site", label: "Site overview", href: "/dashboard?tab=site" },
] as const;

/** An admin's two dashboards, as links (the view is in the address, so it can be bookmarked and shared). */
export function DashboardViewLinks({ current }: { current: "mine" | "site" }) {
  return (
    <nav aria-label="Dashboard views" className="mb-8 inline-flex rounded-md bg-muted p-1 text-muted-foreground">
      {VIEWS.map((view) => (
        <Link
          key={view.id}
          to={view.href}
          aria-current={view.id === current ? "page" : undefined}
          className={cn(
            "inline-flex h-9 items-center rounded-sm px-3 text-sm font-medium whitespace-nowrap transition-colors",
            "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
            view.id === current ? "bg-background text-foreground shadow-sm" : "hover:text-foreground",
          )}
        >
          {view.label}
        </Link>
      ))}
    </nav>
  );
}
