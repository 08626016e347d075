import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { startServerProcess } from "../test/support/server-process";
import { eq } from "drizzle-orm";
import { openDatabase } from "./db/client";
import { pageViews } from "./db/schema/page-views";

// The embedded database is what a clean shutdown protects; the PostgreSQL project would only repeat this test.
describe.runIf(!inject("postgresUrl"))("graceful shutdown", () => {
  it("on SIGTERM stops taking requests, closes the database and exits 0; the data is there on restart", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "listinglift-shutdown-"));
    const env = { DATA_DIR: dataDir, LOG_LEVEL: "info", WEB_BUILD_DIR: path.join(dataDir, "no-build") };
    const server = await startServerProcess(env);
    const recorded = await fetch(`${server.url}/api/v1/page-views`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ path: "/kept-after-restart" }),
    });
    expect(recorded.status).toBe(204);
    expect(await server.stop("SIGTERM")).toBe(0);
    expect(server.output()).toContain('"signal":"SIGTERM"');
    expect(server.output()).toContain('"msg":"stopped"');

    // The embedded database was closed cleanly: a new process opens it, and the row written before is there.
    const again = await startServerProcess(env);
    expect((await fetch(`${again.url}/api/ready`)).status).toBe(200);
    expect(await again.stop("SIGTERM")).toBe(0);
    const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
    try {
      expect(await database.db.$count(pageViews, eq(pageViews.path, "/kept-after-restart"))).toBe(1);
    } finally {
      await database.close();
    }
  }, 240_000);
});
