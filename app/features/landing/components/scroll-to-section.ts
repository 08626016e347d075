import type { MouseEvent } from "react";
import { DRAWN_WHEN_NEAR } from "./landing-section";

/**
 * Draws every band that waits for the viewport (landing-section.tsx). A smooth scroll passes the bands between here and
 * its target; each would take its real height as it came near, and the target would no longer be where the scroll was
 * aimed (seen: the grader's band about 1,000 px below the top of a phone's screen when the scroll ended).
 */
function drawEveryBand() {
  for (const band of document.querySelectorAll<HTMLElement>(DRAWN_WHEN_NEAR)) band.style.contentVisibility = "visible";
}

/** An in-page link's click handler: scrolls smoothly (unless the user asks for less motion) and moves focus there. */
export function scrollToSection(id: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    drawEveryBand();
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
    window.history.replaceState(window.history.state, "", `#${id}`);
  };
}
