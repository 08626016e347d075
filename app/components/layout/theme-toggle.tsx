import { lazy, type RefObject, Suspense, useEffect, useLayoutEffect, useRef, useState } from "react";
import { ThemeButton } from "./theme-button";

const ThemeMenu = lazy(() => import("./theme-menu").then((m) => ({ default: m.ThemeMenu })));

interface StandInProps {
  onWanted: () => void;
  onPressed: () => void;
  /** Set, as the stand-in leaves the page, to whether it had the focus. */
  hadFocus: RefObject<boolean>;
}

/** The button as it looks, until the menu's code has loaded. */
function StandIn({ onWanted, onPressed, hadFocus }: StandInProps) {
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const node = button.current;
    // Runs before React removes the button, while it can still be asked.
    return () => {
      hadFocus.current = node !== null && document.activeElement === node;
    };
  }, [hadFocus]);
  return <ThemeButton ref={button} aria-expanded={false} onPointerEnter={onWanted} onFocus={onWanted} onClick={onPressed} />;
}

/**
 * Spec §4's theme switch. The menu (Radix, with its positioning code) is about a sixth of a page's first JavaScript,
 * so the page shows a stand-in button and loads the menu once the browser is idle, or at once when the button is
 * hovered, focused or pressed. A press before the menu has loaded opens it as soon as it arrives, and the focus stays
 * on the button.
 */
export function ThemeToggle() {
  const [load, setLoad] = useState(false);
  const [pressed, setPressed] = useState(false);
  const hadFocus = useRef(false);

  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(() => setLoad(true), { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setLoad(true), 500);
    return () => clearTimeout(timer);
  }, []);

  const standIn = (
    <StandIn
      hadFocus={hadFocus}
      onWanted={() => setLoad(true)}
      onPressed={() => {
        setPressed(true);
        setLoad(true);
      }}
    />
  );
  if (!load) return standIn;
  return (
    <Suspense fallback={standIn}>
      <ThemeMenu defaultOpen={pressed} hadFocus={hadFocus} />
    </Suspense>
  );
}
