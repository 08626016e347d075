import { Briefcase, ChevronDown, Heart, ListPlus, type LucideIcon, RefreshCw, Scissors, Star } from "lucide-react";
import { Button } from "../../../components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu";
import type { RewriteDirection } from "../../../../core/writer/rewrite-direction";

type PlainDirection = Exclude<RewriteDirection["kind"], "lead_with">;

/** The ways a host may ask for a part to be written again, in their words; absent kind: other words, same length. */
const CHOICES: { kind: PlainDirection | null; label: string; Icon: LucideIcon }[] = [
  { kind: null, label: "In other words", Icon: RefreshCw },
  { kind: "shorter", label: "Shorter", Icon: Scissors },
  { kind: "warmer", label: "Warmer", Icon: Heart },
  { kind: "more_detail", label: "More detail", Icon: ListPlus },
  { kind: "more_formal", label: "More formal", Icon: Briefcase },
];

/**
 * "Rewrite" as a menu: plainly, or with a direction, or leading with one of the home's own highlights (the host's
 * words from the form, so the writer never has to invent the thing it opens with).
 */
export function RewriteMenu({ label, busy, highlights, onRewrite }: { label: string; busy?: boolean; highlights: readonly string[]; onRewrite: (direction?: RewriteDirection) => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {/* Not disabled while busy: a disabled button drops the keyboard focus the menu hands back to it. */}
        <Button type="button" variant="ghost" size="sm" aria-busy={busy} aria-label={`Rewrite ${label}`}>
          <RefreshCw aria-hidden="true" className={busy ? "animate-spin motion-reduce:animate-none" : undefined} />
          {busy ? "Rewriting…" : "Rewrite"}
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" collisionPadding={8} className="w-64 max-w-[calc(100vw-1rem)]">
        <DropdownMenuLabel className="text-xs font-medium text-muted-foreground">Write it again…</DropdownMenuLabel>
        {CHOICES.map(({ kind, label: choice, Icon }) => (
          <DropdownMenuItem key={choice} disabled={busy} onSelect={() => onRewrite(kind === null ? undefined : { kind })}>
            <Icon aria-hidden="true" />
            {choice}
          </DropdownMenuItem>
        ))}
        {highlights.length > 0 ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuGroup>
              <DropdownMenuLabel className="text-xs font-medium text-muted-foreground">Lead with…</DropdownMenuLabel>
              {highlights.map((highlight) => (
                <DropdownMenuItem key={highlight} disabled={busy} aria-label={`Lead with ${highlight}`} onSelect={() => onRewrite({ kind: "lead_with", highlight })}>
                  <Star aria-hidden="true" />
                  <span className="line-clamp-2">{highlight}</span>
                </DropdownMenuItem>
              ))}
            </DropdownMenuGroup>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
