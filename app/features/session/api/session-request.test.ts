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

describe("the session request sent before TanStack Query's code is here", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["Date"] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("is sent once however many readers mount, and the query's first fetch takes it over instead of asking again", async () => {
    const asked = stubSessionServer();
    const { requestSessionEarly, fetchSession } = await freshModule();
    requestSessionEarly();
    requestSessionEarly();
    expect(asked).toEqual(["/api/v1/session"]);
    expect((await fetchSession()).user).toBeNull();
    expect(asked).toHaveLength(1);
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
