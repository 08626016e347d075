import { blockingCaptionFailures, checkCaption } from "../../../core/captions/caption-rules";
import { composeCaption } from "../../../core/captions/compose-caption";
import { AppError } from "../../errors";
import { WriterFailure } from "../writer-failure";
import { OFFLINE_WRITER_LABEL } from "../../../core/writer/compose-listing";
import type { CaptionWriter } from "./caption-writer";

export const PICK_ROOM_MESSAGE = "Pick the room this photo shows: without an AI model, captions are written from the room and the features you pick.";

/** The embedded default (DESIGN.md): no model looks at the photo; the caption says what the host picked, nothing more. */
export function createOfflineCaptionWriter(): CaptionWriter {
  return {
    kind: "offline",
    label: OFFLINE_WRITER_LABEL,
    needsPicks: true,
    async write(request) {
      if (!request.roomType) throw new AppError("bad_request", PICK_ROOM_MESSAGE);
      const composed = composeCaption({
        roomType: request.roomType,
        features: request.features ?? [],
        measures: request.brightness === undefined ? undefined : { brightness: request.brightness },
      });
      const checks = checkCaption(request.marketplace, composed);
      const failures = blockingCaptionFailures(checks);
      // A feature the host typed can break a rule (a link, a phone number): say which, charge nothing.
      if (failures.length > 0) throw new WriterFailure("checks_failed", `${failures.map((f) => f.message).join(". ")}. Change the features you picked; nothing was charged.`);
      return {
        caption: composed.caption,
        altText: composed.altText,
        roomType: request.roomType,
        features: composed.featuresUsed,
        checks,
        writer: { kind: "offline", label: OFFLINE_WRITER_LABEL },
      };
    },
  };
}
