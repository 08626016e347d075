import { type ReactNode, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { LoadingScreen } from "../../../components/layout/loading-screen";
import { useFreshCaptionAccess } from "../api/get-session";
import { signInHref } from "./sign-in-href";

/**
 * The caption generator's page (DESIGN, "Captions (revised)"): open to an admin or a user who holds caption credits;
 * a visitor is sent to /auth, a user without credits to /. The server already redirects a direct load; this covers
 * navigation inside the app. Once let in, the user stays: spending the last credit here must not take the page (and
 * the caption just written) away.
 */
export function CaptionUsersOnly({ children }: { children: ReactNode }) {
  const { user, canUseCaptions, isSettled } = useFreshCaptionAccess();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [letIn, setLetIn] = useState(false);
  // Kept in while signed in, whatever the balance does now; signing out still ends it.
  const allowed = user !== null && (letIn || (isSettled && canUseCaptions));

  useEffect(() => {
    if (!isSettled) return;
    if (!user) navigate(signInHref(pathname), { replace: true });
    else if (letIn) return;
    else if (canUseCaptions) setLetIn(true);
    else navigate("/", { replace: true });
  }, [letIn, isSettled, canUseCaptions, user, pathname, navigate]);

  return allowed ? children : <LoadingScreen />;
}
