import { useEffect } from "react";
import { useLocation } from "react-router";
import { recordPageView } from "../features/analytics/api/record-page-view";

/** Spec §2: each route change is reported to an analytics call. */
export function usePageViewReporter(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    recordPageView({ path: pathname, referrer: document.referrer || undefined });
  }, [pathname]);
}
