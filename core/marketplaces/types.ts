import type { MarketplaceId, TextField } from "./marketplace-rules";

export type RuleId =
  | "title-length"
  | "title-mobile-preview"
  | "summary-length"
  | "description-length"
  | "no-emojis"
  | "no-links"
  | "no-email-addresses"
  | "no-phone-numbers"
  | "no-shouting"
  | "no-other-platforms"
  | "no-cliches";

/** One rule applied to one field: passed or not, with a sentence the host understands. */
export interface RuleCheck {
  readonly id: RuleId;
  readonly marketplace: MarketplaceId;
  readonly field: TextField;
  readonly passed: boolean;
  /** "error": the marketplace refuses or cuts the text; "warning": allowed but it costs the listing. */
  readonly severity: "error" | "warning";
  readonly message: string;
}

/** The texts to check; a field left out is not checked. */
export interface ListingTextInput {
  readonly marketplace: MarketplaceId;
  readonly title?: string;
  readonly summary?: string;
  readonly description?: string;
}
