import { ArrowUp } from "lucide-react";
import type { MouseEvent } from "react";
import { Link } from "react-router";
import { useMarkHydrated } from "../../lib/import-when-visible";
import { FOOTER_ID } from "./layout-rules";
import { Logo } from "./logo";

const FOOTER_COLUMNS = [
  { title: "Product", links: [{ label: "Pricing", href: "/pricing" }] },
  {
    title: "Resources",
    links: [
      { label: "Blog", href: "/blog" },
      { label: "Support", href: "/contact" },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Privacy", href: "/privacy" },
      { label: "Terms", href: "/terms" },
    ],
  },
];

const linkClass =
  "rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

function scrollToTop(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" });
  document.querySelector<HTMLElement>("#top a")?.focus({ preventScroll: true });
}

/** Spec §2: three columns, the copyright line with the current year, and Back to top on narrow screens. */
export function Footer() {
  useMarkHydrated(FOOTER_ID);
  const year = new Date().getFullYear();
  return (
    <footer id={FOOTER_ID} className="border-t bg-muted/40">
      <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[2fr_3fr]">
        <div className="flex flex-col gap-3">
          <Logo size="sm" asLink />
          <p className="max-w-xs text-sm text-muted-foreground">
            Listings, captions and quality grades for short-term-rental hosts on Airbnb, Vrbo and Booking.com.
          </p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-3 gap-6">
          {FOOTER_COLUMNS.map((column) => (
            <div key={column.title}>
              <h2 className="text-sm font-semibold">{column.title}</h2>
              <ul className="mt-3 flex flex-col gap-2">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href} className={linkClass}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t">
        <div className="mx-auto flex w-full max-w-7xl items-center justify-between gap-4 px-4 pb-24 pt-5 sm:px-6 md:pb-5">
          <p className="text-sm text-muted-foreground">© {year} ListingLift. All rights reserved.</p>
          <a href="#top" onClick={scrollToTop} className={`${linkClass} inline-flex shrink-0 items-center gap-1 whitespace-nowrap md:hidden`}>
            <ArrowUp className="size-4" aria-hidden="true" />
            Back to top
          </a>
        </div>
      </div>
    </footer>
  );
}
