import { checkGeneratedListing } from "../../../core/writer/check-generated-listing";
import { composeListing, composeSection, OFFLINE_WRITER_LABEL, OFFLINE_WRITER_LANGUAGES } from "../../../core/writer/compose-listing";
import { SECTION_KEYS } from "../../../core/writer/generated-listing";
import { WriterFailure } from "../writer-failure";
import type { ListingWriter } from "./listing-writer";

/**
 * The embedded default (DESIGN.md): the composer in core/ writes from the facts alone, with no model and no network.
 * It passes the checks by construction; they are run anyway, and a failure is a bug refused like a model's.
 */
export function createOfflineListingWriter(): ListingWriter {
  return {
    kind: "offline",
    label: OFFLINE_WRITER_LABEL,
    languages: OFFLINE_WRITER_LANGUAGES,

    async write(request, hooks = {}) {
      hooks.onStage?.("writing", 1);
      const texts = composeListing(request.facts, request.points, { variant: request.variant ?? 0 });
      // The same partial events a model sends, so the page fills the same way.
      hooks.onPartial?.({ titles: texts.titles, summary: texts.summary });
      const sections: Record<string, string> = {};
      for (const key of SECTION_KEYS) {
        sections[key] = texts.sections[key];
        hooks.onPartial?.({ titles: texts.titles, summary: texts.summary, sections: { ...sections } });
      }
      hooks.onStage?.("checking", 1);
      const checks = checkGeneratedListing(texts, request.facts, request.points, { marketplace: request.marketplace });
      const failures = checks.filter((check) => !check.passed && check.severity === "error");
      if (failures.length > 0) {
        throw new WriterFailure("checks_failed", `The offline writer broke a rule (${failures.map((f) => f.message).join(" ")}). Nothing was charged.`, failures);
      }
      return { texts, checks, writer: { kind: "offline", label: OFFLINE_WRITER_LABEL, attempts: 1 } };
    },

    async writeSection({ request, section, direction: _direction }) {
      // TODO(offline-writer): pass the direction to the offline writer's directed section composer once it lands; until then it is ignored here.
      return composeSection(request.facts, request.points, section, { variant: (request.variant ?? 0) + 1 });
    },
  };
}
