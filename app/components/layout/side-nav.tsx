import {
  BookOpen,
  ChartColumn,
  CreditCard,
  FileText,
  FlaskConical,
  Gauge,
  History,
  House,
  Image,
  LayoutDashboard,
  type LucideIcon,
  PanelLeft,
  ScanSearch,
  Terminal,
  User,
  WandSparkles,
} from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { useViewer } from "../../features/session/api/get-session";
import { cn } from "../../lib/cn";
import { Button } from "../ui/button";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "../ui/sheet";
import { isNavLinkActive, showsQuickActions } from "./layout-rules";
import { type SideNavSection, visibleSideNavSections } from "./side-nav-items";

const ICONS: Record<string, LucideIcon> = {
  "/dashboard": LayoutDashboard,
  "/homes": House,
  "/create-listing": WandSparkles,
  "/airbnb-scraper": ScanSearch,
  "/listing-quality-grader": Gauge,
  "/image-caption-generator": Image,
  "/profile": User,
  "/credit-history": CreditCard,
  "/listing-history": History,
  "/api-dashboard": Terminal,
  "/api-testing": FlaskConical,
  "/token-usage": ChartColumn,
  "/user-guide": BookOpen,
};

function SideNavList({ sections, pathname, onNavigate }: { sections: SideNavSection[]; pathname: string; onNavigate?: () => void }) {
  return (
    <div className="flex flex-col gap-6">
      {sections.map((section) => (
        <div key={section.title}>
          <h2 className="px-3 text-xs font-semibold uppercase tracking-wider text-muted-foreground">{section.title}</h2>
          <ul className="mt-2 flex flex-col gap-0.5">
            {section.items.map((item) => {
              const Icon = ICONS[item.href] ?? FileText;
              const active = isNavLinkActive(item.href, pathname);
              return (
                <li key={item.href}>
                  <Link
                    to={item.href}
                    onClick={onNavigate}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "flex items-center gap-2.5 rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                      active ? "bg-accent text-accent-foreground" : "text-muted-foreground hover:bg-muted hover:text-foreground",
                    )}
                  >
                    <Icon className="size-4 shrink-0" aria-hidden="true" />
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** Spec §2: the dashboard sidebar — a sticky column on md+, a left drawer from a floating button below. */
export function SideNav() {
  const location = useLocation();
  const { isAdmin, canUseCaptions } = useViewer();
  const [open, setOpen] = useState(false);
  const sections = visibleSideNavSections({ isAdmin, canUseCaptions });
  const withQuickActions = showsQuickActions(location.pathname, true);

  useEffect(() => setOpen(false), [location.key]);

  return (
    <>
      <aside className="hidden w-64 shrink-0 border-r md:block">
        <nav aria-label="Dashboard" className="sticky top-16 max-h-[calc(100vh-4rem)] overflow-y-auto px-3 py-8">
          <SideNavList sections={sections} pathname={location.pathname} />
        </nav>
      </aside>
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetTrigger asChild>
          <Button
            size="icon"
            variant="outline"
            aria-label="Open dashboard navigation"
            // On the right, above Quick actions where that shows too: on the left it covered the labels, radios and
            // checkboxes that line up there (issue 21; e2e/layout-fit.spec.ts).
            className={cn("fixed right-5 z-30 size-12 rounded-full bg-card shadow-lg md:hidden", withQuickActions ? "bottom-20" : "bottom-5")}
          >
            <PanelLeft aria-hidden="true" />
          </Button>
        </SheetTrigger>
        <SheetContent side="left" aria-describedby={undefined}>
          <SheetTitle>Dashboard Navigation</SheetTitle>
          <nav aria-label="Dashboard">
            <SideNavList sections={sections} pathname={location.pathname} onNavigate={() => setOpen(false)} />
          </nav>
        </SheetContent>
      </Sheet>
    </>
  );
}
