import type { ComponentProps } from "react";

/**
 * A field people never see or reach: off-screen, hidden from screen readers and out of the tab order. Robots that fill
 * every input fill it, and the server then drops their message while answering as if it were sent.
 */
export function HoneypotField(props: ComponentProps<"input">) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] top-auto h-px w-px overflow-hidden">
      <label htmlFor="contact-website">Leave this field empty</label>
      <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...props} />
    </div>
  );
}
