import http, { type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { Readable } from "node:stream";
import zlib from "node:zlib";
import { ListingFetchError } from "./types";

export interface SendOptions {
  method?: "GET" | "POST";
  headers: Record<string, string>;
  body?: string;
  /** The socket's name lookup (the address guard); Node's own when absent. */
  lookup?: LookupFunction;
  connectTimeoutMs: number;
  /** Absolute time (Date.now()) by which the whole answer must be in, across redirects… */
  deadline: number;
  /** …and the budget that deadline came from, for the message. */
  totalTimeoutMs: number;
  maxBytes: number;
  /** Whether to read the body of an answer with this status (redirects are answered from their headers alone). */
  readBody: (status: number) => boolean;
  /** Names the other side in messages: "Airbnb", "The Apify scraper". */
  peer: string;
}

export interface SentResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const MB = 1024 * 1024;

/** The defaults with the options that are set (an option passed as undefined keeps its default). */
export function withDefaults<T extends object>(defaults: T, options: Partial<Record<keyof T, unknown>>): T {
  const set = Object.entries(options).filter(([key, value]) => value !== undefined && key in defaults);
  return { ...defaults, ...Object.fromEntries(set) };
}

function decoded(response: IncomingMessage): Readable {
  const encoding = String(response.headers["content-encoding"] ?? "").trim().toLowerCase();
  if (encoding === "gzip" || encoding === "x-gzip") return response.pipe(zlib.createGunzip());
  if (encoding === "br") return response.pipe(zlib.createBrotliDecompress());
  if (encoding === "deflate") return response.pipe(zlib.createInflate());
  return response;
}

function networkError(error: NodeJS.ErrnoException, peer: string): ListingFetchError {
  if (error instanceof ListingFetchError) return error;
  const code = error.code ?? "error";
  return new ListingFetchError("network", `Network error: could not reach ${peer} (${code}). Please try again later.`, { code });
}

/**
 * One HTTP exchange with hard limits: `connectTimeoutMs` to open the connection, the deadline for everything, and
 * at most `maxBytes` of (decompressed) body, read as a stream and abandoned as soon as it grows past the limit.
 */
export function sendRequest(url: URL, options: SendOptions): Promise<SentResponse> {
  const { peer, maxBytes } = options;
  return new Promise<SentResponse>((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const request = client.request(url, { method: options.method ?? "GET", headers: options.headers, lookup: options.lookup });
    const timers: NodeJS.Timeout[] = [];
    let settled = false;
    const finish = (error: ListingFetchError | null, value?: SentResponse) => {
      if (settled) return;
      settled = true;
      timers.forEach(clearTimeout);
      if (error) {
        request.destroy();
        reject(error);
      } else resolve(value!);
    };
    const remaining = Math.max(0, options.deadline - Date.now());
    const seconds = (ms: number) => `${Math.round(ms / 100) / 10} seconds`.replace(/^1 seconds/, "1 second");
    const timeout = `Network timeout: ${peer} did not answer within ${seconds(options.totalTimeoutMs)}. Please try again later.`;
    timers.push(setTimeout(() => finish(new ListingFetchError("timeout", timeout)), remaining));
    request.on("socket", (socket) => {
      if (!socket.connecting) return;
      const connectTimer = setTimeout(() => {
        const message = `Network timeout: could not connect to ${peer} within ${seconds(options.connectTimeoutMs)}. Please try again later.`;
        finish(new ListingFetchError("connect_timeout", message));
      }, options.connectTimeoutMs);
      timers.push(connectTimer);
      socket.once("connect", () => clearTimeout(connectTimer));
    });
    request.on("error", (error: NodeJS.ErrnoException) => finish(networkError(error, peer)));
    request.on("response", (response) => {
      const status = response.statusCode ?? 0;
      if (!options.readBody(status)) {
        response.resume();
        finish(null, { status, headers: response.headers, body: Buffer.alloc(0) });
        return;
      }
      const tooLarge = () => new ListingFetchError("too_large", `${peer} sent more than ${maxBytes / MB} MB; the answer was not read.`, { maxBytes });
      if (Number(response.headers["content-length"] ?? 0) > maxBytes) return finish(tooLarge());
      const chunks: Buffer[] = [];
      let size = 0;
      const body = decoded(response);
      body.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          finish(tooLarge());
          body.destroy();
        } else chunks.push(chunk);
      });
      body.on("error", (error: NodeJS.ErrnoException) => finish(networkError(error, peer)));
      response.on("aborted", () => finish(networkError(Object.assign(new Error("aborted"), { code: "ECONNRESET" }), peer)));
      body.on("end", () => finish(null, { status, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.end(options.body);
  });
}
