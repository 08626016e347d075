import { AsyncLocalStorage } from "node:async_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { getRequestStateAsyncLocalStorage } from "@better-auth/core/context";
import { openEmailLink, authPost, sessionCookie, uniqueEmail } from "../../test/support/auth-session";
import { useTestApp } from "../../test/support/test-app";
import { STORAGES_NEED_QUIETING, quietStorageCounts, turnOffWhenIdle } from "./quiet-auth-storages";

const t = useTestApp({ env: { TRUST_PROXY: "true" } });

describe.skipIf(!STORAGES_NEED_QUIETING)("a storage that turns itself off when idle", () => {
  function quietStorage() {
    const storage = new AsyncLocalStorage<string>();
    turnOffWhenIdle(storage as AsyncLocalStorage<unknown>);
    return storage;
  }

  it("keeps each run's store across awaits while another run settles, and turns off only after the last", async () => {
    const storage = quietStorage();
    const before = quietStorageCounts.turnedOff;
    const seen: (string | undefined)[] = [];
    const short = storage.run("short", async () => {
      await sleep(5);
      seen.push(storage.getStore());
    });
    const long = storage.run("long", async () => {
      await sleep(30);
      seen.push(storage.getStore());
      await sleep(5);
      seen.push(storage.getStore());
    });
    await short;
    expect(quietStorageCounts.turnedOff).toBe(before);
    await long;
    expect(seen).toEqual(["short", "long", "long"]);
    expect(quietStorageCounts.turnedOff).toBe(before + 1);
    expect(storage.getStore()).toBeUndefined();
  });

  it("works again after it was turned off, nested runs included", async () => {
    const storage = quietStorage();
    await storage.run("first", async () => sleep(1));
    const inner = await storage.run("outer", async () => {
      await sleep(1);
      const value = await storage.run("inner", async () => {
        await sleep(1);
        return storage.getStore();
      });
      return [value, storage.getStore()];
    });
    expect(inner).toEqual(["inner", "outer"]);
  });

  it("answers as the run did: a value, a rejection, a synchronous throw", async () => {
    const storage = quietStorage();
    const before = quietStorageCounts.turnedOff;
    expect(storage.run("sync", () => 7)).toBe(7);
    await expect(storage.run("rejects", async () => Promise.reject(new Error("refused")))).rejects.toThrow("refused");
    expect(() =>
      storage.run("throws", () => {
        throw new Error("thrown");
      }),
    ).toThrow("thrown");
    expect(quietStorageCounts.turnedOff).toBe(before + 3);
  });
});

describe.skipIf(!STORAGES_NEED_QUIETING)("better-auth's storages", () => {
  it("are the quieted ones: a sign-up, its link and a session request run in them, and they are off afterwards", async () => {
    const before = { ...quietStorageCounts };
    const email = uniqueEmail();
    const signUp = await authPost(t, "/sign-up/email", { email, password: "long enough pw", name: "Ines Duarte" });
    expect(signUp.status).toBe(200);
    const session = await t.app.request("/api/v1/account", { headers: { cookie: sessionCookie(await openEmailLink(t, email)) } });
    expect(session.status).toBe(200);
    expect(quietStorageCounts.runs).toBeGreaterThan(before.runs + 3);
    expect(quietStorageCounts.turnedOff).toBeGreaterThan(before.turnedOff);
    expect((await getRequestStateAsyncLocalStorage()).getStore()).toBeUndefined();
  });
});
