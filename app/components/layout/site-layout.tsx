import { clsx } from "clsx";
import { lazy, memo, Suspense } from "react";
import { Outlet, useLocation, useNavigation } from "react-router";
import { useViewer } from "../../features/session/api/get-session";
import { Header } from "./header";
import { importWhenVisible } from "../../lib/import-when-visible";
import { FOOTER_ID, showsQuickActions, showsSideNav } from "./layout-rules";
import { LoadingScreen } from "./loading-screen";

// Below the fold on every page: the prerendered HTML shows it at once, and its code comes when it nears the viewport.
// Memoised, so the layout's re-render when the session arrives cannot make React drop that HTML before the code is here.
const Footer = lazy(importWhenVisible(FOOTER_ID, () => import("./footer").then((m) => ({ default: m.Footer }))));
const LazyFooter = memo(function LazyFooter() {
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
});
// The page itself, memoised: when the session answer arrives after hydration the layout re-renders (useViewer), and
// without this the whole page re-rendered with it, in one task React cannot split (a store update is synchronous).
// The page still re-renders when its route changes (Outlet reads the router's context) or when it reads the session.
const Page = memo(function Page() {
  return <Outlet />;
});

// Only signed-in users see these, so a visitor's first page (the prerendered ones) does not load their menus.
const QuickActions = lazy(() => import("./quick-actions").then((m) => ({ default: m.QuickActions })));
const SideNav = lazy(() => import("./side-nav").then((m) => ({ default: m.SideNav })));

/** Spec §2: the shared page layout — header, optional dashboard sidebar, page, footer, Quick Actions. */
export default function SiteLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const { user } = useViewer();
  const withSideNav = showsSideNav(pathname, user !== null);
  const loading = navigation.state === "loading" && navigation.location?.pathname !== pathname;
  const withQuickActions = showsQuickActions(pathname, user !== null);

  return (
    // Room below the footer for the floating buttons (the sidebar's below 768 px, Quick actions), so that at the end
    // of the page they cover none of its links.
    <div
      className={clsx(
        "flex min-h-screen flex-col",
        withSideNav && withQuickActions ? "pb-36 md:pb-20" : withSideNav ? "pb-20 md:pb-0" : withQuickActions ? "pb-20" : undefined,
      )}
    >
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50">
        Skip to content
      </a>
      <Header />
      <div className="mx-auto flex w-full max-w-7xl flex-1">
        {withSideNav ? (
          <Suspense fallback={<div className="hidden w-64 shrink-0 md:block" aria-hidden="true" />}>
            <SideNav />
          </Suspense>
        ) : null}
        <main id="main" className="min-w-0 flex-1">
          {loading ? <LoadingScreen /> : <Page />}
        </main>
      </div>
      <LazyFooter />
      {withQuickActions ? (
        <Suspense fallback={null}>
          <QuickActions />
        </Suspense>
      ) : null}
    </div>
  );
}
