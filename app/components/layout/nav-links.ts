/** The header's links (spec §2), shared by the desktop bar, the mobile menu and the avatar menu. */
export interface NavLink {
  label: string;
  href: string;
  /** Shown only to those the caption generator is open to: admins and users holding caption credits (the server says). */
  captionsOnly?: boolean;
}

const CAPTIONS_HREF = "/image-caption-generator";

export const MAIN_NAV_LINKS: readonly NavLink[] = [
  { label: "Home", href: "/" },
  { label: "Pricing", href: "/pricing" },
  { label: "Image Captions", href: CAPTIONS_HREF, captionsOnly: true },
  { label: "Create Listing", href: "/create-listing" },
];

export const ACCOUNT_MENU_LINKS: readonly NavLink[] = [
  { label: "Dashboard", href: "/dashboard" },
  { label: "Homes", href: "/homes" },
  { label: "My Listings", href: "/dashboard?tab=history" },
  { label: "Image Captions", href: CAPTIONS_HREF, captionsOnly: true },
  { label: "Profile", href: "/profile" },
  { label: "API Dashboard", href: "/api-dashboard" },
];

/** The links a viewer sees: the caption generator's only where it is open to them (DESIGN, "Captions (revised)"). */
export function visibleNavLinks(links: readonly NavLink[], canUseCaptions: boolean): NavLink[] {
  return links.filter((link) => canUseCaptions || !link.captionsOnly);
}

export const LOG_IN_HREF = "/auth";
export const SIGN_UP_HREF = "/auth?signup=true";
