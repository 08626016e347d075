/**
 * Spec §2: the dashboard sidebar's sections and items, and which of them an admin alone sees (the Developer section
 * shows every signed-in user the API pages they may open, decision 037). The caption generator
 * is shown to those it is open to (admins and users holding caption credits; DESIGN, "Captions (revised)").
 */
export interface SideNavItem {
  label: string;
  href: string;
  adminOnly?: boolean;
  captionsOnly?: boolean;
}

export interface SideNavSection {
  title: string;
  items: readonly SideNavItem[];
  adminOnly?: boolean;
}

export const SIDE_NAV_SECTIONS: readonly SideNavSection[] = [
  {
    title: "Dashboard",
    items: [
      { label: "Overview", href: "/dashboard" },
      { label: "Homes", href: "/homes" },
    ],
  },
  {
    title: "AI Tools",
    items: [
      { label: "Listing Generator", href: "/create-listing" },
      { label: "Airbnb Scraper", href: "/airbnb-scraper", adminOnly: true },
      { label: "Listing Quality Grader", href: "/listing-quality-grader" },
      { label: "Image Caption Generator", href: "/image-caption-generator", captionsOnly: true },
    ],
  },
  {
    title: "Account",
    items: [
      { label: "Profile", href: "/profile" },
      { label: "Credit History", href: "/credit-history" },
      { label: "Listing History", href: "/listing-history" },
    ],
  },
  {
    // Spec §2 makes the whole section admin-only, yet every signed-in user may open the two API pages and the avatar
    // menu links them: the sidebar shows what the user can open (decision 037); token usage stays the admins'.
    title: "Developer",
    items: [
      { label: "API Dashboard", href: "/api-dashboard" },
      { label: "API Testing", href: "/api-testing" },
      { label: "Token Usage", href: "/token-usage", adminOnly: true },
    ],
  },
  { title: "Resources", items: [{ label: "User Guide", href: "/user-guide" }] },
];

export interface SideNavViewer {
  isAdmin: boolean;
  canUseCaptions: boolean;
}

/**
 * The sections a viewer sees: admin-only sections and items are left out for everyone else, the caption generator for
 * those it is not open to; empty sections too.
 */
export function visibleSideNavSections({ isAdmin, canUseCaptions }: SideNavViewer): SideNavSection[] {
  const shows = (item: SideNavItem) => (isAdmin || !item.adminOnly) && (canUseCaptions || !item.captionsOnly);
  return SIDE_NAV_SECTIONS.filter((section) => isAdmin || !section.adminOnly)
    .map((section) => ({ ...section, items: section.items.filter(shows) }))
    .filter((section) => section.items.length > 0);
}
