import { z } from "zod";
import { stripBidiControls } from "../core/text/strip-bidi-controls";

/** A one-line text field (a subject, a name): bidirectional controls removed, then trimmed; checks chain after it. */
export function oneLineText() {
  return z.string().overwrite(stripBidiControls).trim();
}
