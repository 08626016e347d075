import { describe, expect, it } from "vitest";
import { signUpVerified } from "../../../test/support/auth-session";
import { createKey, getWithKey } from "../../../test/support/api-key-requests";
import { useTestApp, type TestContext } from "../../../test/support/test-app";
import { createApp } from "../../app";
import { createAppDeps } from "../../create-deps";
import { createLogger } from "../../logger";
import { API_KEY_CACHE_MS } from "../../services/api-keys/api-key-cache";

// Two app instances on one database, as two server processes are (server/multi-process.test.ts runs real processes on
// PostgreSQL): each holds a key's lookup for at most API_KEY_CACHE_MS.
const t = useTestApp();
const other = (): TestContext => {
  const deps = createAppDeps({ env: t.env, database: t.database, logger: createLogger(t.env) });
  return { ...t, deps, app: createApp(deps) };
};
const revoke = (cookie: string, id: string) => t.app.request(`/api/v1/api-keys/${id}`, { method: "DELETE", headers: { cookie } });

describe("a revoked API key, with each instance holding key lookups for a second", () => {
  it("is refused at once by the instance that revoked it, though it had just used it", async () => {
    const host = await signUpVerified(t);
    const { id, key } = await createKey(t, host.cookie);
    expect((await getWithKey(t, "/api/v1/account", key)).status).toBe(200);
    expect((await revoke(host.cookie, id)).status).toBe(200);
    expect((await getWithKey(t, "/api/v1/account", key)).status).toBe(401);
  });

  it(`is refused by another instance within ${API_KEY_CACHE_MS} ms`, async () => {
    const second = other();
    const host = await signUpVerified(t);
    const { id, key } = await createKey(t, host.cookie);
    // The second instance looks the key up now and holds it.
    expect((await getWithKey(second, "/api/v1/account", key)).status).toBe(200);
    expect((await revoke(host.cookie, id)).status).toBe(200);
    const revokedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, API_KEY_CACHE_MS + 50 - (Date.now() - revokedAt)));
    expect((await getWithKey(second, "/api/v1/account", key)).status).toBe(401);
    await second.deps.apiRequestLog.close();
  });

  it("a key that is not held is looked up: a revocation elsewhere is refused at once", async () => {
    const second = other();
    const host = await signUpVerified(t);
    const { id, key } = await createKey(t, host.cookie);
    expect((await revoke(host.cookie, id)).status).toBe(200);
    expect((await getWithKey(second, "/api/v1/account", key)).status).toBe(401);
  });
});
