import { checkGeneratedListing } from "../../../core/writer/check-generated-listing";
import { composeListing, OFFLINE_WRITER_LABEL, OFFLINE_WRITER_LANGUAGES } from "../../../core/writer/compose-listing";
import { SECTION_KEYS } from "../../../core/writer/generated-listing";
import { rewriteSection } from "../../../core/writer/rewrite-section";
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
      const texts = composeListing(request.facts, request.points, { variant: request.variant ?? 0, marketplace: request.marketplace });
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

    async writeSection({ request, section, current, direction }) {
      // The direction is honoured where the facts allow (core/writer/rewrite-section.ts, decision 029); where it cannot
      // be (a highlight the home does not have), the section is rewritten plainly.
      const rewritten = rewriteSection({
        facts: request.facts,
        points: request.points,
        part: section,
        current: section === "summary" ? current.summary : current.sections[section],
        direction,
        variant: (request.variant ?? 0) + 1,
        marketplace: request.marketplace,
      });
      return rewritten.text;
    },
  };
}
