import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** A server that answers GET /api/v1/session with a visitor, then with a signed-in user: each answer says which it was. */
function stubSessionServer() {
  const asked: string[] = [];
  const answers = [
    { user: null, providers: [], canUseCaptions: false },
    { user: { id: "u1", name: "Ana Sousa", email: "ana@example.com", role: "user" }, providers: [], canUseCaptions: false },
  ];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string) => {
      asked.push(path);
      return new Response(JSON.stringify(answers[Math.min(asked.length - 1, answers.length - 1)]), { status: 200, headers: { "content-type": "application/json" } });
    }),
  );
  return asked;
}

async function freshModule() {
  vi.resetModules();
  return import("./session-request");
}

/** The query client as the page makes it, in the same fresh module graph as the session request (after freshModule). */
async function makeQueryClient() {
  return (await import("../../../lib/query-client")).queryClient;
}

beforeEach(() => vi.useFakeTimers({ toFake: ["Date"] }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the session request sent before TanStack Query's code is here", () => {
  it("is sent once however many readers mount, and the query's first fetch takes it over instead of asking again", async () => {
    const asked = stubSessionServer();
    const { requestSessionEarly, fetchSession } = await freshModule();
    requestSessionEarly();
    requestSessionEarly();
    expect((await fetchSession()).user).toBeNull();
    expect(asked).toEqual(["/api/v1/session"]);
    // Taken once: the next fetch (a refetch after sign-in, say) asks the server again.
    expect((await fetchSession()).user?.name).toBe("Ana Sousa");
    expect(asked).toHaveLength(2);
  });

  it("is not handed out once it is 10 s old: the session may have changed since", async () => {
    const asked = stubSessionServer();
    const { requestSessionEarly, fetchSession } = await freshModule();
    requestSessionEarly();
    vi.setSystemTime(Date.now() + 10_000);
    expect((await fetchSession()).user?.name).toBe("Ana Sousa");
    expect(asked).toHaveLength(2);
  });

  it("without an early request, each fetch asks the server", async () => {
    const asked = stubSessionServer();
    const { fetchSession } = await freshModule();
    await fetchSession();
    await fetchSession();
    expect(asked).toHaveLength(2);
  });
});

describe("the first answer, read before TanStack Query loads (decision 067)", () => {
  it("is heard by every reader, at once by one that comes after it, from one request", async () => {
    const asked = stubSessionServer();
    const { requestSessionEarly } = await freshModule();
    const heard: string[] = [];
    const answered = new Promise<void>((resolve) =>
      requestSessionEarly((outcome) => {
        heard.push("answered" in outcome ? `first: ${outcome.answered.data.user?.name ?? "visitor"}` : "first: failed");
        resolve();
      }),
    );
    await answered;
    requestSessionEarly((outcome) => heard.push("answered" in outcome ? `later: ${outcome.answered.data.user?.name ?? "visitor"}` : "later: failed"));
    expect(heard).toEqual(["first: visitor", "later: visitor"]);
    expect(asked).toHaveLength(1);
  });

  it("is shown only while it is younger than the reader's limit", async () => {
    stubSessionServer();
    const { requestSessionEarly, freshFirstAnswer } = await freshModule();
    await new Promise((resolve) => requestSessionEarly(resolve));
    expect(freshFirstAnswer(60_000)?.data.user).toBeNull();
    vi.setSystemTime(Date.now() + 60_000);
    expect(freshFirstAnswer(60_000)).toBeUndefined();
  });

  it("tells its readers when the request failed, so they ask through the query", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ error: "Service unavailable" }), { status: 503, headers: { "content-type": "application/json" } })),
    );
    const { requestSessionEarly, freshFirstAnswer } = await freshModule();
    const outcome = await new Promise((resolve) => requestSessionEarly(resolve));
    expect(outcome).toEqual({ failed: true });
    expect(freshFirstAnswer(60_000)).toBeUndefined();
  });

  it("goes into the query cache with the time it came when the client is made, and a refetch then asks the server", async () => {
    const asked = stubSessionServer();
    const { requestSessionEarly, fetchSession, sessionQueryKey } = await freshModule();
    await new Promise((resolve) => requestSessionEarly(resolve));
    const receivedAt = Date.now();
    vi.setSystemTime(receivedAt + 2_000);
    const client = await makeQueryClient();
    expect(client.getQueryData(sessionQueryKey)).toMatchObject({ user: null });
    expect(client.getQueryState(sessionQueryKey)?.dataUpdatedAt).toBe(receivedAt);
    // A refetch (after a sign-in, say) must not be handed the answer from before it.
    expect((await fetchSession()).user?.name).toBe("Ana Sousa");
    expect(asked).toHaveLength(2);
  });

  it("does not replace what the cache already holds when the client is made", async () => {
    stubSessionServer();
    const { requestSessionEarly, sessionQueryKey } = await freshModule();
    await new Promise((resolve) => requestSessionEarly(resolve));
    const { announceQueryClient } = await import("../../../lib/query-client-ready");
    const { createQueryClient } = await import("../../../lib/query-client");
    const client = createQueryClient();
    client.setQueryData(sessionQueryKey, { user: null, providers: ["google"], canUseCaptions: false });
    announceQueryClient(client);
    expect(client.getQueryData(sessionQueryKey)).toMatchObject({ providers: ["google"] });
  });

  it("is left to the query's first fetch when the client is made while it is on its way", async () => {
    let answer = (_: Response) => undefined as void;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal("fetch", fetch);
    const { requestSessionEarly, fetchSession, sessionQueryKey } = await freshModule();
    requestSessionEarly();
    const client = await makeQueryClient();
    expect(client.getQueryData(sessionQueryKey)).toBeUndefined();
    const fetched = fetchSession();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    answer(new Response(JSON.stringify({ user: null, providers: [], canUseCaptions: false }), { status: 200, headers: { "content-type": "application/json" } }));
    expect((await fetched).user).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

