import { expect } from "vitest";
import type { TestContext } from "./test-app";

/** GET /metrics with the test app's token, as Prometheus scrapes it. */
export async function scrapeMetrics(t: TestContext): Promise<string> {
  const res = await t.app.request("/metrics", { headers: { authorization: `Bearer ${t.env.METRICS_TOKEN}` } });
  expect(res.status).toBe(200);
  return res.text();
}

/**
 * A value in Prometheus's text format (`name{a="1",b="2"} 3`): the sum of the series of `name` whose labels include
 * `labels` (others may be present). A series never written reads 0.
 */
export function readSample(text: string, name: string, labels: Record<string, string> = {}): number {
  let total = 0;
  for (const line of text.split("\n")) {
    const match = line.match(/^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) total += Number(match[3]);
  }
  return total;
}
