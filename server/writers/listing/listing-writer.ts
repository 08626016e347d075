import type { MarketplaceId } from "../../../core/marketplaces/marketplace-rules";
import type { ListingCheck, ListingPoint, ListingTexts, SectionKey, WriterInfo } from "../../../core/writer/generated-listing";
import type { PropertyFacts, WritingLanguage, WritingTone } from "../../../core/writer/property-facts";
import type { RewritablePart, RewriteDirection } from "../../../core/writer/rewrite-direction";

export interface WriteRequest {
  facts: PropertyFacts;
  points: readonly ListingPoint[];
  marketplace: MarketplaceId;
  language: WritingLanguage;
  tone: WritingTone;
  /** Another number, other wording (regenerate). */
  variant?: number;
}

/** A listing written so far, as it streams: any part may still be missing. */
export type PartialTexts = {
  titles?: (string | undefined)[];
  summary?: string;
  sections?: Partial<Record<SectionKey, string>>;
  houseRules?: (string | undefined)[];
  seoKeywords?: (string | undefined)[];
};

export type WriterStage = "writing" | "checking" | "repairing";

export interface WriterHooks {
  onPartial?: (texts: PartialTexts) => void;
  onStage?: (stage: WriterStage, attempt: number) => void;
  signal?: AbortSignal;
  /** Where token usage of each model call is recorded (the offline writer makes none). */
  reference?: string;
  userId?: string;
}

export interface WriteResult {
  texts: ListingTexts;
  checks: ListingCheck[];
  writer: WriterInfo;
}

/** One section (or the summary) again: the facts, the texts as they are, and optionally how the host wants it to change. */
export interface SectionRewrite {
  request: WriteRequest;
  section: RewritablePart;
  /** The listing's texts as they are now: never the stored record with its checks. */
  current: ListingTexts;
  direction?: RewriteDirection;
}

/** The offline composer or a model: both write the same texts and are checked by the same rules. */
export interface ListingWriter {
  readonly kind: "offline" | "ai";
  readonly label: string;
  readonly languages: readonly WritingLanguage[];
  write(request: WriteRequest, hooks?: WriterHooks): Promise<WriteResult>;
  /** One section again, in other words (or as the direction asks), with the same facts. */
  writeSection(rewrite: SectionRewrite, hooks?: WriterHooks): Promise<string>;
}
