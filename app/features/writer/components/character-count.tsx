import { countCharacters } from "../../../../core/marketplaces/marketplace-rules";
import { cn } from "../../../lib/cn";

/** "412 / 500 characters", red when over the marketplace's limit or under its minimum. */
export function CharacterCount({ text, min, max }: { text: string; min?: number; max?: number }) {
  const count = countCharacters(text);
  const over = max !== undefined && count > max;
  const under = min !== undefined && count < min;
  const label = max !== undefined ? `${count} / ${max} characters` : min !== undefined ? `${count} characters (at least ${min})` : `${count} characters`;
  return <span className={cn("text-xs tabular-nums", over || under ? "font-medium text-destructive" : "text-muted-foreground")}>{label}</span>;
}
