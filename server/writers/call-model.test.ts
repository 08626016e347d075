import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type OpenAiStandIn, startOpenAiStandIn } from "../../test/support/openai-stand-in";
import { readSample } from "../../test/support/metrics";
import { parseEnv } from "../env";
import { createLogger } from "../logger";
import { createMetrics } from "../metrics/app-metrics";
import { callModel, type ModelCallDeps } from "./call-model";
import { createAiModel } from "./create-ai-model";
import { createModelCallLimit } from "./model-call-limit";
import { WriterFailure } from "./writer-failure";

// Real model calls through the AI SDK against a local server speaking OpenAI's protocol: what each failure looks like
// to the host, in the log and in /metrics.
const API_KEY = "sk-test-0123456789abcdef";
let standIn: OpenAiStandIn;
let closedPort: number;
let dropping: http.Server;

beforeAll(async () => {
  standIn = await startOpenAiStandIn();
  // A port that was listening a moment ago and is closed now: connecting is refused.
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closedPort = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  // A server that starts streaming an answer and then dies mid-way (its socket cut).
  dropping = http.createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      response.writeHead(200, { "content-type": "text/event-stream" });
      response.write(`data: ${JSON.stringify({ id: "x", object: "chat.completion.chunk", created: 0, model: "m", choices: [{ index: 0, delta: { role: "assistant", content: '{"te' }, finish_reason: null }] })}\n\n`);
      setTimeout(() => response.socket?.destroy(), 50);
    });
  });
  await new Promise<void>((resolve) => dropping.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  await standIn.close();
  dropping.closeAllConnections();
  await new Promise<void>((resolve) => dropping.close(() => resolve()));
});

function setUp(baseUrl = standIn.baseUrl, timeoutMs = 30_000) {
  const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "info", AI_PROVIDER: "openai-compatible", AI_MODEL: "stand-in-model", AI_BASE_URL: baseUrl, AI_API_KEY: API_KEY, AI_TIMEOUT_MS: String(timeoutMs) });
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const metrics = createMetrics({ readJobQueueDepth: async () => ({ queued: 0, running: 0 }), processMetrics: false });
  const deps: ModelCallDeps = { env, limit: createModelCallLimit(env.AI_CONCURRENCY), recordUsage: async () => {}, logger: createLogger(env, sink), metrics };
  const ai = createAiModel(env)!;
  const call = () =>
    callModel(deps, {
      model: ai.model,
      modelId: ai.modelId,
      system: "Answer with JSON.",
      messages: [{ role: "user", content: "Say hello." }],
      schema: z.object({ text: z.string() }),
      maxOutputTokens: 321,
      temperature: 0,
      purpose: "listing",
      what: "listing",
      attempt: 2,
      reference: "listing-1",
    });
  const failure = async () => {
    const error = await call().then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(WriterFailure);
    return error as WriterFailure;
  };
  return { call, failure, lines, metrics };
}

describe("a model call", () => {
  it("sends maxOutputTokens and answers the structured output", async () => {
    const { call } = setUp();
    standIn.script({ kind: "content", content: { text: "hello" } });
    const before = standIn.calls.length;
    expect(await call()).toEqual({ text: "hello" });
    expect(standIn.calls[before]!.body.max_tokens).toBe(321);
  });

  it.each([
    { name: "a 400 naming the grammar", reply: { kind: "status" as const, status: 400, message: "failed to parse grammar" }, kind: "schema_refused", code: "ai_refused", status: 400, host: /refused the form.*tell the site's operator/ },
    { name: "another 4xx", reply: { kind: "status" as const, status: 404, message: "model 'stand-in-model' not found" }, kind: "client_error", code: "ai_refused", status: 404, host: /refused the request \(404\).*trying again will not help/ },
    { name: "a 5xx", reply: { kind: "status" as const, status: 502, message: "upstream model crashed" }, kind: "server_error", code: "ai_unavailable", status: 502, host: /answered with an error \(502\).*please try again/ },
    { name: "a 429", reply: { kind: "status" as const, status: 429, message: "slots busy" }, kind: "rate_limited", code: "ai_rate_limited", status: 429, host: /too many requests.*try again in 20 seconds/ },
  ])("tells $name apart: the host's message, the provider's words in the log, the kind counted", async ({ reply, kind, code, status, host }) => {
    const { failure, lines, metrics } = setUp();
    standIn.script(reply);
    const error = await failure();
    expect(error.code).toBe(code);
    expect(error.message).toMatch(host);
    expect(error.message).toContain("Nothing was charged");
    const logged = lines.find((line) => line.aiError === kind)!;
    expect(logged).toMatchObject({ status, model: "stand-in-model", attempt: 2, reference: "listing-1", purpose: "listing" });
    expect(String(logged.providerMessage)).toContain(reply.message);
    expect(String(logged.msg)).toContain(reply.message);
    expect(readSample(await metrics.registry.metrics(), "listinglift_ai_errors_total", { kind })).toBe(1);
  });

  it("passes a 429's Retry-After on", async () => {
    const { failure } = setUp();
    standIn.script({ kind: "status", status: 429 });
    expect((await failure()).retryAfterSeconds).toBe(20);
  });

  it("never writes the API key or a bearer token from a provider's message to the log", async () => {
    const { failure, lines } = setUp();
    standIn.script({ kind: "status", status: 401, message: `Incorrect API key provided: ${API_KEY}. Sent as Bearer abcdefghijklmnop1234` });
    const error = await failure();
    expect(error.code).toBe("ai_refused");
    const log = JSON.stringify(lines);
    expect(log).toContain("Incorrect API key provided");
    expect(log).not.toContain(API_KEY);
    expect(log).not.toContain("abcdefghijklmnop1234");
    expect(log).toContain("[redacted]");
    expect(error.message).not.toContain(API_KEY);
  });

  it("tells a timeout apart (AI_TIMEOUT_MS)", async () => {
    const { failure, metrics } = setUp(standIn.baseUrl, 1000);
    standIn.script({ kind: "hang" });
    const error = await failure();
    expect(error.code).toBe("ai_timeout");
    expect(error.message).toMatch(/took too long.*please try again/);
    expect(readSample(await metrics.registry.metrics(), "listinglift_ai_errors_total", { kind: "timeout" })).toBe(1);
  });

  it("tells a refused connection apart, and says to tell the operator", async () => {
    const { failure, lines } = setUp(`http://127.0.0.1:${closedPort}/v1`);
    const error = await failure();
    expect(error.code).toBe("ai_unreachable");
    expect(error.message).toMatch(/refused the connection.*tell the site's operator/);
    expect(lines.find((line) => line.aiError === "connection_refused")?.providerMessage).toMatch(/ECONNREFUSED|connect/i);
  });

  it("tells a server that stops mid-stream apart", async () => {
    const { failure, lines } = setUp(`http://127.0.0.1:${(dropping.address() as AddressInfo).port}/v1`);
    const error = await failure();
    expect(error.code).toBe("ai_unavailable");
    expect(error.message).toMatch(/stopped answering mid-way/);
    expect(lines.some((line) => line.aiError === "connection_lost")).toBe(true);
  });

  it("tells malformed output apart", async () => {
    const { failure, metrics } = setUp();
    standIn.script({ kind: "content", content: "Hello! I cannot do JSON today." });
    const error = await failure();
    expect(error.code).toBe("ai_bad_output");
    expect(error.message).toBe("The AI model did not return a listing in the expected form. Nothing was charged; please try again.");
    expect(readSample(await metrics.registry.metrics(), "listinglift_ai_errors_total", { kind: "bad_output" })).toBe(1);
  });
});
