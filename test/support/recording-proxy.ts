import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A pass-through HTTP proxy in front of a real server (test/real-model/): every exchange is forwarded byte for byte and
 * written down (the request as sent, the answer as received), so a test can read what the product sent and what the
 * real server answered. It can also answer in the server's place (`refuseNext`, e.g. a 429 with Retry-After, as a busy
 * hosted API does) and tell a test when an answer is under way (`onChunk`, e.g. to kill the server mid-stream).
 */
export interface Exchange {
  path: string;
  request: Record<string, unknown>;
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The whole answer body as received (server-sent events for a streamed answer). */
  body: string;
  /** True once the answer ended cleanly; false when the connection broke first. */
  complete: boolean;
}

export interface Refusal {
  status: number;
  headers?: Record<string, string>;
  body: unknown;
}

export interface RecordingProxy {
  baseUrl: string;
  exchanges: Exchange[];
  /** Answer the next `count` requests with this instead of forwarding them. */
  refuseNext(refusal: Refusal, count?: number): void;
  /** Called with each piece of an answer as it passes (its index in this exchange, and the exchange). */
  onChunk: ((index: number, exchange: Exchange) => void) | undefined;
  /**
   * Changes a JSON request before it is forwarded (e.g. a schema keyword the server's grammar refuses, to see what the
   * product makes of the server's real refusal). `exchange.request` keeps what the product sent.
   */
  rewriteRequest: ((request: Record<string, unknown>) => Record<string, unknown>) | undefined;
  close(): Promise<void>;
}

export async function startRecordingProxy(upstreamOrigin: string): Promise<RecordingProxy> {
  const refusals: Refusal[] = [];
  const exchanges: Exchange[] = [];
  const proxy: RecordingProxy = {
    baseUrl: "",
    exchanges,
    refuseNext(refusal, count = 1) {
      for (let i = 0; i < count; i++) refusals.push(refusal);
    },
    onChunk: undefined,
    rewriteRequest: undefined,
    close: async () => {},
  };

  const server = http.createServer((request, response) => {
    const parts: Buffer[] = [];
    request.on("data", (part: Buffer) => parts.push(part));
    request.on("end", () => {
      const raw = Buffer.concat(parts);
      let parsed: Record<string, unknown> = {};
      try {
        parsed = raw.length > 0 ? (JSON.parse(raw.toString("utf8")) as Record<string, unknown>) : {};
      } catch {
        // not JSON: recorded as empty
      }
      const exchange: Exchange = { path: request.url ?? "", request: parsed, status: 0, headers: {}, body: "", complete: false };
      exchanges.push(exchange);
      const refusal = refusals.shift();
      if (refusal) {
        const body = JSON.stringify(refusal.body);
        Object.assign(exchange, { status: refusal.status, headers: refusal.headers ?? {}, body, complete: true });
        response.writeHead(refusal.status, { "content-type": "application/json", ...refusal.headers }).end(body);
        return;
      }
      const forwarded = proxy.rewriteRequest && raw.length > 0 ? Buffer.from(JSON.stringify(proxy.rewriteRequest(structuredClone(parsed)))) : raw;
      const headers = { ...request.headers, host: new URL(upstreamOrigin).host, "content-length": String(forwarded.length) };
      // A connection of its own for each request (agent: false): a kept-alive socket that llama-server has just closed
      // would otherwise break a request of the proxy's making, which the product, talking to the server, never meets.
      const upstream = http.request(`${upstreamOrigin}${request.url}`, { method: request.method, headers, agent: false }, (answer) => {
        exchange.status = answer.statusCode ?? 0;
        exchange.headers = answer.headers;
        response.writeHead(exchange.status, answer.headers);
        let index = 0;
        answer.on("data", (part: Buffer) => {
          exchange.body += part.toString("utf8");
          response.write(part);
          proxy.onChunk?.(index++, exchange);
        });
        answer.on("end", () => {
          exchange.complete = true;
          response.end();
        });
        answer.on("error", () => response.destroy());
        answer.on("aborted", () => response.destroy());
      });
      // The server went away: the client sees the connection break, as it would without the proxy.
      upstream.on("error", () => response.destroy());
      upstream.end(forwarded);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  proxy.baseUrl = `http://127.0.0.1:${port}/v1`;
  proxy.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return proxy;
}

/** The `data:` payloads of a server-sent-events body, parsed (the final `[DONE]` left out). */
export function streamedChunks(body: string): Array<Record<string, unknown>> {
  return body
    .split("\n")
    .filter((line) => line.startsWith("data:") && line.slice(5).trim() !== "[DONE]")
    .map((line) => JSON.parse(line.slice(5)) as Record<string, unknown>);
}

/** The content a streamed chat completion carried, its finish reason and its usage, as the server sent them. */
export function readStreamedCompletion(body: string) {
  let content = "";
  let finishReason: string | null = null;
  let usage: { prompt_tokens: number; completion_tokens: number } | undefined;
  for (const chunk of streamedChunks(body)) {
    const choice = (chunk.choices as Array<{ delta?: { content?: string }; finish_reason?: string | null }> | undefined)?.[0];
    if (choice?.delta?.content) content += choice.delta.content;
    if (choice?.finish_reason) finishReason = choice.finish_reason;
    if (chunk.usage) usage = chunk.usage as typeof usage;
  }
  return { content, finishReason, usage, done: body.includes("data: [DONE]") };
}
