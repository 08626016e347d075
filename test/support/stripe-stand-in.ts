import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/** A Checkout Session as Stripe answers it: the fields we read, and the ones a test checks. */
export interface StandInSession {
  id: string;
  object: "checkout.session";
  mode: string;
  url: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  client_reference_id: string | null;
  customer_email: string | null;
  amount_total: number;
  currency: string;
  success_url: string;
  cancel_url: string;
  metadata: Record<string, string>;
  livemode: false;
}

export interface StripeCall {
  method: string;
  path: string;
  authorization: string;
  idempotencyKey: string | undefined;
  /** The form-encoded body as Stripe's library sends it, e.g. "line_items[0][price_data][unit_amount]". */
  params: Record<string, string>;
}

export interface StripeStandIn {
  /** For STRIPE_API_BASE. */
  baseUrl: string;
  calls: StripeCall[];
  sessions: Map<string, StandInSession>;
  /** Answer every request with this status and a Stripe api_error (null: answer normally). */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

function send(response: http.ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json", "request-id": `req_${randomBytes(6).toString("hex")}` }).end(JSON.stringify(body));
}

function toSession(params: Record<string, string>): StandInSession {
  const id = `cs_test_${randomBytes(12).toString("hex")}`;
  const quantity = Number(params["line_items[0][quantity]"] ?? 1);
  const metadata = Object.fromEntries(
    Object.entries(params).flatMap(([key, value]) => (key.startsWith("metadata[") ? [[key.slice(9, -1), value]] : [])),
  );
  return {
    id,
    object: "checkout.session",
    mode: params.mode ?? "",
    url: `https://checkout.stripe.test/c/pay/${id}`,
    status: "open",
    payment_status: "unpaid",
    client_reference_id: params.client_reference_id ?? null,
    customer_email: params.customer_email ?? null,
    amount_total: Number(params["line_items[0][price_data][unit_amount]"] ?? 0) * quantity,
    currency: params["line_items[0][price_data][currency]"] ?? "usd",
    success_url: params.success_url ?? "",
    cancel_url: params.cancel_url ?? "",
    metadata,
    livemode: false,
  };
}

/**
 * A local server speaking the part of Stripe's API that ListingLift uses: POST /v1/checkout/sessions (form-encoded, Bearer
 * secret key, Idempotency-Key honoured) and GET /v1/checkout/sessions/:id. Point the stripe library at it with
 * STRIPE_API_BASE.
 */
export async function startStripeStandIn(secretKey: string): Promise<StripeStandIn> {
  const calls: StripeCall[] = [];
  const sessions = new Map<string, StandInSession>();
  const byIdempotencyKey = new Map<string, StandInSession>();
  let failure: number | null = null;

  const server = http.createServer((request, response) => {
    let text = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (text += chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://stripe");
      const idempotencyKey = request.headers["idempotency-key"] as string | undefined;
      const params = Object.fromEntries(new URLSearchParams(text));
      const authorization = String(request.headers.authorization ?? "");
      calls.push({ method: request.method ?? "", path: url.pathname, authorization, idempotencyKey, params });
      if (authorization !== `Bearer ${secretKey}`) {
        return send(response, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      }
      if (failure) return send(response, failure, { error: { type: "api_error", message: `Stand-in answered ${failure}` } });
      if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
        const known = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
        const session = known ?? toSession(params);
        sessions.set(session.id, session);
        if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, session);
        return send(response, 200, session);
      }
      const found = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      const session = found ? sessions.get(found[1]!) : undefined;
      if (request.method === "GET" && session) return send(response, 200, session);
      send(response, 404, { error: { type: "invalid_request_error", message: `No such resource: ${url.pathname}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    calls,
    sessions,
    failWith: (status) => (failure = status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SessionEventType =
  | "checkout.session.completed"
  | "checkout.session.expired"
  | "checkout.session.async_payment_succeeded"
  | "checkout.session.async_payment_failed";

/** The event Stripe sends about a session: completed ones are paid unless `overrides` say otherwise. */
export function buildSessionEvent(session: StandInSession, type: SessionEventType, overrides: Partial<StandInSession> = {}): string {
  const completed = type === "checkout.session.completed" || type === "checkout.session.async_payment_succeeded";
  const object = {
    ...session,
    ...(completed ? { status: "complete", payment_status: "paid" } : {}),
    ...(type === "checkout.session.expired" ? { status: "expired", url: null } : {}),
    ...overrides,
  };
  return JSON.stringify({
    id: `evt_${randomBytes(12).toString("hex")}`,
    object: "event",
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
}

/** A Stripe-Signature header for the payload, made by Stripe's own library as its test helper documents. */
export function signPayload(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}
