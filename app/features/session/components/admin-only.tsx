import { type ReactNode, useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { LoadingScreen } from "../../../components/layout/loading-screen";
import { useViewer } from "../api/get-session";
import { signInHref } from "./sign-in-href";

/**
 * Spec §2: admin-only pages send a visitor to /auth and a signed-in non-admin to /. The server already redirects a
 * direct load; this covers navigation inside the app. Nothing of the page renders until the viewer is known to be admin.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { user, isAdmin, isLoading } = useViewer();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (isLoading) return;
    if (!user) navigate(signInHref(pathname), { replace: true });
    else if (!isAdmin) navigate("/", { replace: true });
  }, [isLoading, user, isAdmin, pathname, navigate]);

  return isAdmin ? children : <LoadingScreen />;
}
