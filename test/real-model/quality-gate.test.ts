import { describe, expect, it } from "vitest";
import { readLedger } from "../support/billing-requests";
import { credits, generate, hostWithCredits, LISBON_FACTS } from "../support/listing-requests";
import { readStreamedCompletion } from "../support/recording-proxy";
import { jsonRequest } from "../support/test-app";
import { offlineTwin, useRealModelApp } from "./real-model-app";

const REPAIRS = 2;
const real = useRealModelApp({ variant: "salad", env: { AI_MAX_REPAIRS: String(REPAIRS) } });
const t = real.t;

/** The tiny model's whole vocabulary (scripts/llama-server/write-tiny-model.py): its words, and JSON punctuation, which it
 * writes far less often but sometimes inside a string. */
const SALAD_WORDS = /^(?:\s|[{}[\],:]|\b(?:window|clean|relax|morning|quiet|bright|river|kitchen|garden|sunny|cozy|walk|coffee|terrace|balcony|street|city|light|room|view|bed|table|door|old|green|blue|house|stay|near|town)\b)*$/;

function modelCalls(since: number) {
  return real.proxy.exchanges.slice(since).filter((e) => e.path.endsWith("/chat/completions"));
}

function allStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === "object") return Object.values(value).flatMap(allStrings);
  return [];
}

function lastUserMessage(request: Record<string, unknown>): string {
  const messages = request.messages as Array<{ role: string; content: unknown }>;
  const last = messages.at(-1)!;
  expect(last.role).toBe("user");
  return JSON.stringify(last.content);
}

describe("what a model that cannot follow instructions writes is refused, and costs nothing", () => {
  it.each(["en", "fr"] as const)("a listing in %s: word salad is caught by the quality gate, sent back for repair, then refused", async (language) => {
    const host = await hostWithCredits(t, 1);
    const since = real.proxy.exchanges.length;
    const response = await generate(t, host.cookie, { facts: LISBON_FACTS, marketplace: "airbnb", language });

    const calls = modelCalls(since);
    // At least one repair, at most AI_MAX_REPAIRS; no call refused by the server. (Seen 2026-11-25: the last call can be
    // still unanswered at the proxy, status 0, when the product has already answered: the writer stops reading it.)
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(calls.length).toBeLessThanOrEqual(1 + REPAIRS);
    expect(calls[0]!.status).toBe(200);
    expect(calls.filter((c) => c.status >= 400)).toEqual([]);
    // What the real server wrote is the salad the model makes: every text in it of the model's words only (or empty: the
    // grammar allows an empty string or list, and the salad model sometimes writes one).
    const firstContent = readStreamedCompletion(calls[0]!.body).content;
    const texts = allStrings(JSON.parse(firstContent));
    expect(texts.join(" ").trim(), firstContent).not.toBe("");
    for (const text of texts) expect(text, firstContent).toMatch(SALAD_WORDS);
    // Each repair names what broke, in words the model could act on: the salad itself, or (seen 2026-11-28, when the
    // salad left parts out) the empty summary, the missing titles, an amenity the facts do not hold.
    for (const repair of calls.slice(1)) {
      expect(lastUserMessage(repair.request)).toMatch(/word|language|repeat|short|sentence|is empty|title options|mentions/i);
    }

    expect(response.status).toBe(502);
    const body = (await response.json()) as { error: { code: string; message: string; details: { listingId: string; reason: string } } };
    // On a failure, the product's own warnings and errors say what the model server answered.
    expect(body.error.details.reason, real.logs.filter((line) => /"level":(40|50)/u.test(line)).join("\n")).toBe("checks_failed");
    expect(body.error.message).toContain("nothing was charged");

    expect(await credits(t, host.cookie)).toBe(1);
    const ledger = await readLedger(t, host.cookie);
    const rows = ledger.items.filter((row) => row.reference === `listing:${body.error.details.listingId}`);
    expect(rows.map((row) => row.amount).sort()).toEqual([-1, 1]);
    const listing = await t.app.request(`/api/v1/listings/${body.error.details.listingId}`, { headers: { cookie: host.cookie } });
    expect(((await listing.json()) as { status: string }).status).toBe("failed");
  });

  it("a section rewrite in word salad is refused and the listing keeps its text", async () => {
    const host = await hostWithCredits(t, 1);
    const created = await offlineTwin(t).request("/api/v1/listings/generate", jsonRequest({ facts: LISBON_FACTS }, { cookie: host.cookie }));
    expect(created.status).toBe(200);
    const before = (await created.json()) as { id: string; output: { sections: { space: string } } };
    const since = real.proxy.exchanges.length;
    const response = await t.app.request(`/api/v1/listings/${before.id}/regenerate-section`, jsonRequest({ section: "space" }, { cookie: host.cookie }));
    const calls = modelCalls(since);
    const seen = JSON.stringify({ status: response.status, body: await response.clone().text(), answers: calls.map((c) => readStreamedCompletion(c.body).content) });
    // Refused, whether after a repair or at once (seen once in CI-like runs: one call, not reproduced in 15 runs since;
    // the message says what the product answered if it happens again). The listings above assert the repairs.
    expect(calls.length, seen).toBeGreaterThanOrEqual(1);
    expect(calls.filter((c) => c.status >= 400)).toEqual([]);
    expect(response.status, seen).toBe(502);
    const after = await t.app.request(`/api/v1/listings/${before.id}`, { headers: { cookie: host.cookie } });
    expect(((await after.json()) as typeof before).output.sections.space).toBe(before.output.sections.space);
    expect(await credits(t, host.cookie)).toBe(0);
  });
});
