import { lazy, Suspense, useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/root";
import { FatalError } from "./components/layout/fatal-error";
import { LoadingScreen } from "./components/layout/loading-screen";
import { siteOrigin } from "./lib/site-origin";
import { THEME_INIT_SCRIPT } from "./lib/theme-init-script";
import { usePageViewReporter } from "./lib/use-page-view-reporter";
import "./app.css";
import "./lib/zod-without-eval";

// The toast area loads after the page (sonner is not needed to show it); app/lib/toast.ts explains why no toast is lost.
const AppToaster = lazy(() => import("./components/ui/toaster").then((m) => ({ default: m.AppToaster })));

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" data-origin={siteOrigin()} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {/* Applies the stored theme before first paint; inline, allowed by its hash (app/lib/theme-init-script.ts). */}
        <script dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-background font-sans text-foreground antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  usePageViewReporter();
  // Marks the document once React has hydrated it: from then on clicks and keys reach the app's handlers (the
  // end-to-end tests wait for it: e2e/support/hydration.ts). What sits under a Suspense boundary is hydrated in a later
  // pass, or at once when an event reaches it.
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  return (
    <>
      {/* No QueryClientProvider: the hooks of app/lib/query.ts take the app's one client themselves (decision 055). */}
      <Outlet />
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </>
  );
}

/** Shown while a page that was not prerendered loads its code (spec §2: a spinner and "Loading..."). */
export function HydrateFallback() {
  return <LoadingScreen />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error)) {
    return <FatalError message={`${error.status} ${error.statusText}`} details={String(error.data ?? "")} />;
  }
  const details = error instanceof Error ? `${error.message}\n\n${error.stack ?? ""}` : String(error);
  return <FatalError message="An unexpected error stopped this page." details={details} />;
}
