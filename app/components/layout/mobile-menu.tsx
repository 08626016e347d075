import { LogOut } from "lucide-react";
import { Link } from "react-router";
import type { Viewer } from "../../../contracts/session";
import { useSignOut } from "../../features/session/components/use-sign-out";
import { cn } from "../../lib/cn";
import { Button } from "../ui/button";
import { isNavLinkActive } from "./layout-rules";
import { ACCOUNT_MENU_LINKS, LOG_IN_HREF, MAIN_NAV_LINKS, SIGN_UP_HREF, type NavLink, visibleNavLinks } from "./nav-links";

interface MobileMenuProps {
  id: string;
  pathname: string;
  user: Viewer | null;
  isLoading: boolean;
  canUseCaptions: boolean;
}

function MenuLink({ link, pathname }: { link: NavLink; pathname: string }) {
  const active = isNavLinkActive(link.href, pathname);
  return (
    <Link
      to={link.href}
      aria-current={active ? "page" : undefined}
      className={cn(
        "block rounded-md px-3 py-2.5 text-base font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        active ? "bg-accent text-accent-foreground" : "text-foreground hover:bg-muted",
      )}
    >
      {link.label}
    </Link>
  );
}

/** Spec §2: below 768 px the header's links and auth buttons open below the header. */
export function MobileMenu({ id, pathname, user, isLoading, canUseCaptions }: MobileMenuProps) {
  const signOut = useSignOut();
  const mainLinks = visibleNavLinks(MAIN_NAV_LINKS, canUseCaptions);
  // A link the main list already shows (Image Captions) is not repeated among the account links.
  const accountLinks = visibleNavLinks(ACCOUNT_MENU_LINKS, canUseCaptions).filter((link) => !mainLinks.some((main) => main.href === link.href));
  return (
    <div id={id} className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t bg-background md:hidden">
      <nav aria-label="Mobile" className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3 sm:px-6">
        {mainLinks.map((link) => (
          <MenuLink key={link.href} link={link} pathname={pathname} />
        ))}
      </nav>
      <div className="mx-auto max-w-7xl border-t px-4 py-3 sm:px-6">
        {isLoading ? null : user ? (
          <div className="flex flex-col gap-1">
            <p className="px-3 pb-1 text-sm">
              <span className="block font-medium">{user.name.trim() || "User"}</span>
              <span className="block truncate text-muted-foreground">{user.email}</span>
            </p>
            {accountLinks.map((link) => (
              <MenuLink key={link.href} link={link} pathname={pathname} />
            ))}
            <Button variant="ghost" className="justify-start px-3 text-base" onClick={signOut}>
              <LogOut aria-hidden="true" />
              Log out
            </Button>
          </div>
        ) : (
          <div className="grid grid-cols-2 gap-2">
            <Button asChild variant="outline">
              <Link to={LOG_IN_HREF}>Log In</Link>
            </Button>
            <Button asChild>
              <Link to={SIGN_UP_HREF}>Sign Up</Link>
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
