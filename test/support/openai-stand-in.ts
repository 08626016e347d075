import http from "node:http";
import type { AddressInfo } from "node:net";
import { findSubsetViolations, readSchemaSubsets } from "./model-schema-subsets";

/**
 * A local server that speaks OpenAI's chat-completions protocol (streaming as server-sent events, or one JSON answer),
 * so the AI path is tested at the network edge. Each request takes the next scripted reply; with none left it answers
 * the last one again. Like OpenAI, it refuses (HTTP 400, before any reply is used) a strict `json_schema` response
 * format that uses a keyword outside strict mode's subset, as listed in docs/decisions/022-portable-model-schema.md.
 */
export type StandInReply =
  /** An answer whose content is this value as JSON (or this raw text when a string), streamed in small chunks. */
  | { kind: "content"; content: unknown; usage?: { prompt: number; completion: number }; chunkDelayMs?: number }
  /** An HTTP error with OpenAI's error body. */
  | { kind: "status"; status: number; message?: string }
  /** Accept the request and never answer (a timeout). */
  | { kind: "hang" };

export interface ReceivedCall {
  model: string;
  stream: boolean;
  messages: Array<{ role: string; content: unknown }>;
  responseFormat: unknown;
  authorization: string | undefined;
  /** The whole request body as sent. */
  body: Record<string, unknown>;
  /** From the request's last byte to the answer's last byte: the "model's own time". */
  durationMs?: number;
}

export interface OpenAiStandIn {
  /** For AI_BASE_URL: the origin with /v1. */
  baseUrl: string;
  calls: ReceivedCall[];
  /** Replace the script; replies are used in order. */
  script(...replies: StandInReply[]): void;
  close(): Promise<void>;
}

const CHUNK_CHARACTERS = 40;
const OPENAI_STRICT = readSchemaSubsets()["openai-strict"]!;

/** OpenAI's answer to a strict schema it cannot compile: "Invalid schema for response_format '<name>': …". */
function refuseSchema(body: Record<string, unknown>): { error: Record<string, unknown> } | undefined {
  const format = body.response_format as { type?: string; json_schema?: { name?: string; strict?: boolean; schema?: unknown } } | undefined;
  if (format?.type !== "json_schema" || format.json_schema?.strict !== true) return undefined;
  const [first] = findSubsetViolations(format.json_schema.schema, OPENAI_STRICT);
  if (first === undefined) return undefined;
  const message = `Invalid schema for response_format '${format.json_schema.name ?? "response"}': ${first}.`;
  return { error: { message, type: "invalid_request_error", param: "response_format", code: "invalid_json_schema" } };
}

function chunk(id: string, model: string, delta: object, finish: string | null = null) {
  return { id, object: "chat.completion.chunk", created: Math.floor(Date.now() / 1000), model, choices: [{ index: 0, delta, finish_reason: finish }] };
}

async function streamContent(response: http.ServerResponse, model: string, content: string, usage: { prompt: number; completion: number }, chunkDelayMs: number) {
  const id = `chatcmpl-${Date.now().toString(36)}`;
  response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
  const send = (payload: unknown) => response.write(`data: ${JSON.stringify(payload)}\n\n`);
  send(chunk(id, model, { role: "assistant", content: "" }));
  for (let i = 0; i < content.length; i += CHUNK_CHARACTERS) {
    if (chunkDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, chunkDelayMs));
    if (response.destroyed) return;
    send(chunk(id, model, { content: content.slice(i, i + CHUNK_CHARACTERS) }));
  }
  send(chunk(id, model, {}, "stop"));
  send({ id, object: "chat.completion.chunk", created: 0, model, choices: [], usage: { prompt_tokens: usage.prompt, completion_tokens: usage.completion, total_tokens: usage.prompt + usage.completion } });
  response.end("data: [DONE]\n\n");
}

function answerContent(response: http.ServerResponse, model: string, content: string, usage: { prompt: number; completion: number }) {
  response.writeHead(200, { "content-type": "application/json" }).end(
    JSON.stringify({
      id: `chatcmpl-${Date.now().toString(36)}`,
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
      usage: { prompt_tokens: usage.prompt, completion_tokens: usage.completion, total_tokens: usage.prompt + usage.completion },
    }),
  );
}

/** `chunkDelayMs`: a pause before each streamed chunk, as a real model takes time to write. */
export async function startOpenAiStandIn(initial: StandInReply[] = [], options: { chunkDelayMs?: number } = {}): Promise<OpenAiStandIn> {
  let replies = [...initial];
  let last: StandInReply | undefined;
  const calls: ReceivedCall[] = [];
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer((request, response) => {
    const parts: Buffer[] = [];
    request.on("data", (part: Buffer) => parts.push(part));
    request.on("end", () => {
      if (request.method !== "POST" || !request.url?.endsWith("/chat/completions")) {
        response.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "Not found" } }));
        return;
      }
      const body = JSON.parse(Buffer.concat(parts).toString("utf8")) as Record<string, unknown>;
      const model = String(body.model);
      const received = performance.now();
      const call: ReceivedCall = {
        model,
        stream: body.stream === true,
        messages: body.messages as ReceivedCall["messages"],
        responseFormat: body.response_format,
        authorization: request.headers.authorization,
        body,
      };
      calls.push(call);
      response.on("finish", () => {
        call.durationMs = performance.now() - received;
      });
      const refusal = refuseSchema(body);
      if (refusal) {
        response.writeHead(400, { "content-type": "application/json" }).end(JSON.stringify(refusal));
        return;
      }
      const reply = replies.shift() ?? last;
      last = reply;
      if (!reply) {
        response.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "No reply scripted" } }));
        return;
      }
      if (reply.kind === "hang") {
        hanging.add(response);
        response.on("close", () => hanging.delete(response));
        return;
      }
      if (reply.kind === "status") {
        const type = reply.status === 429 ? "rate_limit_exceeded" : "server_error";
        response
          .writeHead(reply.status, { "content-type": "application/json", ...(reply.status === 429 ? { "retry-after": "20" } : {}) })
          .end(JSON.stringify({ error: { message: reply.message ?? `Stand-in error ${reply.status}`, type, param: null, code: type } }));
        return;
      }
      const content = typeof reply.content === "string" ? reply.content : JSON.stringify(reply.content);
      const usage = reply.usage ?? { prompt: 900, completion: Math.ceil(content.length / 4) };
      if (body.stream === true) void streamContent(response, model, content, usage, reply.chunkDelayMs ?? options.chunkDelayMs ?? 0);
      else answerContent(response, model, content, usage);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    calls,
    script(...next) {
      replies = [...next];
      last = undefined;
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The images a call carried, decoded: OpenAI's chat format sends each as a content part
 * `{ type: "image_url", image_url: { url: "data:<type>;base64,…" } }` of a user message.
 */
export function imagesInCall(call: ReceivedCall): Array<{ mediaType: string; bytes: Buffer }> {
  const images: Array<{ mediaType: string; bytes: Buffer }> = [];
  for (const message of call.messages) {
    if (!Array.isArray(message.content)) continue;
    for (const part of message.content as Array<{ type?: string; image_url?: { url?: string } }>) {
      const match = part.type === "image_url" ? /^data:([^;]+);base64,(.*)$/s.exec(part.image_url?.url ?? "") : null;
      if (match) images.push({ mediaType: match[1]!, bytes: Buffer.from(match[2]!, "base64") });
    }
  }
  return images;
}
