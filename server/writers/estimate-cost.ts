import type { Env } from "../env";

/** US dollars per million input and output tokens of well-known models (list prices, late 2026); others cost 0 unless set. */
const KNOWN_PRICES: ReadonlyArray<{ pattern: RegExp; input: number; output: number }> = [
  { pattern: /^gpt-4o-mini/, input: 0.15, output: 0.6 },
  { pattern: /^gpt-4o/, input: 2.5, output: 10 },
  { pattern: /^gpt-4\.1-mini/, input: 0.4, output: 1.6 },
  { pattern: /^gpt-4\.1/, input: 2, output: 8 },
  { pattern: /^claude-.*haiku/, input: 1, output: 5 },
  { pattern: /^claude-.*sonnet/, input: 3, output: 15 },
  { pattern: /^claude-.*opus/, input: 15, output: 75 },
];

/** The estimated cost of one call in millionths of a dollar: AI_PRICE_* when set, else the table, else 0 (a local model). */
export function estimateCostMicroUsd(env: Env, modelId: string, inputTokens: number, outputTokens: number): number {
  const known = KNOWN_PRICES.find((price) => price.pattern.test(modelId));
  const input = env.AI_PRICE_INPUT_PER_MTOK ?? known?.input ?? 0;
  const output = env.AI_PRICE_OUTPUT_PER_MTOK ?? known?.output ?? 0;
  // Dollars per million tokens equal millionths of a dollar per token.
  return Math.round(inputTokens * input + outputTokens * output);
}
