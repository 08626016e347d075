import type { ModelMessage } from "ai";
import { type BrokenRule, WriterFailure } from "./writer-failure";

export type Checked<R> = { ok: true; value: R } | { ok: false; failures: readonly BrokenRule[] };
export type RepairStage = "writing" | "checking" | "repairing";

export interface RepairLoop<A, R> {
  /** The conversation: each failed answer and what it broke are added to it before the model is asked again. */
  messages: ModelMessage[];
  /** AI_MAX_REPAIRS: how often a failed answer goes back; the first answer is not a repair. */
  maxRepairs: number;
  /** "listing", "section", "caption": named in the refusal. */
  what: string;
  /** One model call with the conversation as it is; throws a WriterFailure. */
  ask: (attempt: number) => Promise<A>;
  /** Every rule that applies to an answer; the failures are named in the repair prompt. */
  check: (answer: A) => Checked<R>;
  onStage?: (stage: RepairStage, attempt: number) => void;
}

/** Sent back with the model's own answer when a check failed: each failure named, so it can fix exactly them. */
export function repairPrompt(failures: readonly BrokenRule[]): string {
  return [
    "Your answer breaks these rules. Fix exactly these problems and keep everything else; answer with the whole corrected JSON:",
    ...failures.map((failure) => `- ${failure.field ? `${failure.field}: ` : ""}${failure.message}`),
  ].join("\n");
}

function malformedPrompt(failure: WriterFailure): string {
  return failure.details.truncated
    ? "Your answer was cut off at the length limit before the JSON was complete. Answer again with the whole JSON only, and write less: keep within the stated lengths."
    : "Your answer was not valid JSON matching the schema. Answer again with the whole JSON only.";
}

function sentence(text: string): string {
  return /[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;
}

/**
 * The check-then-repair loop, once for every model writer: ask, check, and send an answer that breaks a rule back with
 * the failures named, at most `maxRepairs` times. A malformed answer (not the schema, cut off) is asked for again the
 * same way; a provider error ends at once. An answer that still fails is refused (nothing is kept or charged).
 */
export async function checkThenRepair<A, R>(loop: RepairLoop<A, R>): Promise<{ value: R; attempts: number }> {
  const attempts = 1 + loop.maxRepairs;
  let failures: readonly BrokenRule[] = [];
  for (let attempt = 1; attempt <= attempts; attempt++) {
    loop.onStage?.(attempt === 1 ? "writing" : "repairing", attempt);
    let answer: A;
    try {
      answer = await loop.ask(attempt);
    } catch (error) {
      if (!(error instanceof WriterFailure) || error.code !== "ai_bad_output" || attempt === attempts) throw error;
      loop.messages.push({ role: "user", content: malformedPrompt(error) });
      continue;
    }
    loop.onStage?.("checking", attempt);
    const checked = loop.check(answer);
    if (checked.ok) return { value: checked.value, attempts: attempt };
    failures = checked.failures;
    loop.messages.push({ role: "assistant", content: JSON.stringify(answer) }, { role: "user", content: repairPrompt(failures) });
  }
  const rules = failures.length === 1 ? "a rule" : `${failures.length} rules`;
  throw new WriterFailure(
    "checks_failed",
    `The AI model's ${loop.what} kept breaking ${rules} after ${attempts} attempts, so it was not kept and nothing was charged: ${failures.map((f) => sentence(f.message)).join(" ")}`,
    failures,
  );
}
