import { useId } from "react";
import { MARKETPLACE_RULES, type MarketplaceId } from "../../../../core/marketplaces/marketplace-rules";
import { CharacterCount } from "./character-count";
import { CopyButton } from "./copy-button";

/** The three title options; the chosen one is the listing's title, the one exports and the grade use. */
export function TitleOptions({ titles, chosen, marketplace, onChoose }: { titles: string[]; chosen: string; marketplace: MarketplaceId; onChoose: (title: string) => void }) {
  const name = useId();
  const limit = MARKETPLACE_RULES[marketplace].limits.title;
  const options = titles.includes(chosen) ? titles : [chosen, ...titles];
  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border bg-card p-4 shadow-sm">
      <legend className="sr-only">Title</legend>
      <h2 className="font-semibold">Title options</h2>
      <p className="text-sm text-muted-foreground">
        Pick the one you like; {MARKETPLACE_RULES[marketplace].name} shows {limit?.max ? `up to ${limit.max} characters` : "the whole title"}
        {MARKETPLACE_RULES[marketplace].mobileTitleLength ? `, and about ${MARKETPLACE_RULES[marketplace].mobileTitleLength} on phones` : ""}.
      </p>
      <ul className="flex flex-col gap-2">
        {options.map((title) => (
          <li key={title} className="flex flex-col gap-2 rounded-md border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5 sm:flex-row sm:items-center sm:justify-between">
            <label className="flex min-w-0 flex-1 cursor-pointer items-start gap-3">
              <input type="radio" name={name} className="mt-1 size-4 accent-[var(--color-primary)]" checked={title === chosen} onChange={() => onChoose(title)} />
              <span className="font-medium">{title}</span>
            </label>
            <span className="flex shrink-0 items-center justify-between gap-2 pl-7 sm:pl-0">
              <CharacterCount text={title} min={limit?.min} max={limit?.max} />
              <CopyButton text={title} what="Title" />
            </span>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
