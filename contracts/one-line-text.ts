import { z } from "zod";
import { stripBidiControls } from "../core/text/strip-bidi-controls";

/**
 * A one-line text field (a subject, a name): bidirectional controls removed, then trimmed; checks chain after it.
 * `notText` is the message when the value is not a string at all (null, a list, an object).
 */
export function oneLineText(notText?: string) {
  return z.string(notText).overwrite(stripBidiControls).trim();
}
