/** The header's links (spec §2), shared by the desktop bar, the mobile menu and the avatar menu. */
export interface NavLink {
  label: string;
  href: string;
}

export const MAIN_NAV_LINKS: readonly NavLink[] = [
  { label: "Home", href: "/" },
  { label: "Pricing", href: "/pricing" },
  { label: "Image Captions", href: "/image-caption-generator" },
  { label: "Create Listing", href: "/create-listing" },
];

export const ACCOUNT_MENU_LINKS: readonly NavLink[] = [
  { label: "Dashboard", href: "/dashboard" },
  { label: "My Listings", href: "/dashboard?tab=history" },
  { label: "Profile", href: "/profile" },
  { label: "API Dashboard", href: "/api-dashboard" },
];

export const LOG_IN_HREF = "/auth";
export const SIGN_UP_HREF = "/auth?signup=true";
