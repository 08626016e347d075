import { clsx } from "clsx";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useViewer } from "../../features/session/api/get-session";
import { buttonVariants } from "../ui/button-variants";
import { LayoutDashboard, Menu, X } from "../ui/first-paint-icons";
import { isNavLinkActive } from "./layout-rules";
import { Logo } from "./logo";
import { LOG_IN_HREF, MAIN_NAV_LINKS, SIGN_UP_HREF, visibleNavLinks } from "./nav-links";
import { ThemeToggle } from "./theme-toggle";

// Loaded when needed: the avatar menu for signed-in users only, the mobile menu when it is first opened.
const UserMenu = lazy(() => import("./user-menu").then((m) => ({ default: m.UserMenu })));
const MobileMenu = lazy(() => import("./mobile-menu").then((m) => ({ default: m.MobileMenu })));

/**
 * Spec §2: the sticky header — logo, the main links (Image Captions only for those the generator is open to), theme
 * switch, auth buttons or the avatar menu, mobile menu.
 */
export function Header() {
  const location = useLocation();
  const { pathname } = location;
  const { user, isLoading, canUseCaptions } = useViewer();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  // The mobile menu closes on every route change (spec §2), including a new search on the same path.
  useEffect(() => setMenuOpen(false), [location.key]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  return (
    <header id="top" className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      {/* Tighter from 768 to 1023 px, where the four links, the theme switch and both buttons must share one line. */}
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center gap-2 px-4 sm:px-6 md:px-4 lg:gap-4 lg:px-6">
        <Logo asLink size="md" />
        <nav aria-label="Main" className="ml-2 hidden items-center md:flex lg:ml-6 lg:gap-1">
          {visibleNavLinks(MAIN_NAV_LINKS, canUseCaptions).map((link) => {
            const active = isNavLinkActive(link.href, pathname);
            return (
              <Link
                key={link.href}
                to={link.href}
                aria-current={active ? "page" : undefined}
                className={clsx(
                  "rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring lg:px-3",
                  active ? "bg-accent text-accent-foreground" : "text-muted-foreground hover:bg-muted hover:text-foreground",
                )}
              >
                {link.label}
              </Link>
            );
          })}
        </nav>

        <div className="ml-auto flex items-center gap-2">
          {user && pathname.startsWith("/create-listing") ? (
            // Its icon alone from 768 to 1023 px, where the four links share the line with it (the avatar was cut off).
            // Hidden below 640 px by its wrapper: on the link, `hidden` would fight the button's own `inline-flex`.
            <span className="hidden sm:flex">
              <Link to="/dashboard" aria-label="Dashboard" className={buttonVariants({ variant: "outline", size: "sm" })}>
                <LayoutDashboard aria-hidden="true" />
                <span className="md:max-lg:sr-only">Dashboard</span>
              </Link>
            </span>
          ) : null}
          <ThemeToggle />
          {isLoading ? (
            <span className="hidden h-9 w-40 md:block" aria-hidden="true" />
          ) : user ? (
            <Suspense fallback={<span className="size-9 rounded-full bg-muted" aria-hidden="true" />}>
              <UserMenu user={user} canUseCaptions={canUseCaptions} />
            </Suspense>
          ) : (
            <div className="hidden items-center gap-1 md:flex lg:gap-2">
              <Link to={LOG_IN_HREF} className={buttonVariants({ variant: "ghost", size: "sm" })}>
                Log In
              </Link>
              <Link to={SIGN_UP_HREF} className={buttonVariants({ size: "sm" })}>
                Sign Up
              </Link>
            </div>
          )}
          <button
            ref={menuButton}
            type="button"
            className={clsx(buttonVariants({ variant: "ghost", size: "icon" }), "md:hidden")}
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
        </div>
      </div>
      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu id="mobile-menu" pathname={pathname} user={user} isLoading={isLoading} canUseCaptions={canUseCaptions} />
        </Suspense>
      ) : null}
    </header>
  );
}
