import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { startServerProcess } from "../test/support/server-process";
import { eq } from "drizzle-orm";
import { openDatabase } from "./db/client";
import { pageViews } from "./db/schema/page-views";
import { grades } from "./db/schema/grades";
import { STAND_IN_IDS, startMarketplaceStandIn } from "../test/support/marketplace-stand-in";

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

  it("on SIGTERM finishes a request whose client has gone before it closes the database: the grade it was making is kept", async () => {
    const standIn = await startMarketplaceStandIn({ slowMs: 3_000 });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "listinglift-shutdown-"));
    const env = { DATA_DIR: dataDir, LOG_LEVEL: "info", WEB_BUILD_DIR: path.join(dataDir, "no-build"), MARKETPLACE_ORIGIN: standIn.origin };
    try {
      const server = await startServerProcess(env);
      const slowPage = `/rooms/${STAND_IN_IDS.slow}`;
      // A raw connection, reset when the visitor gives up: a reset socket is gone at once for the server, while a
      // plain close may leave it half-open until the answer is written.
      const body = JSON.stringify({ url: `https://www.airbnb.com${slowPage}` });
      const socket = net.connect(Number(new URL(server.url).port), "127.0.0.1");
      socket.on("error", () => {});
      socket.write(
        `POST /api/v1/grader/analyze HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      await expect.poll(() => standIn.hits(slowPage), { timeout: 30_000 }).toBe(1);
      // The visitor closes the tab while the marketplace page is still on its way; the operator stops the server.
      socket.resetAndDestroy();
      expect(await server.stop("SIGTERM")).toBe(0);
      expect(server.output()).toMatch(/"path":"\/api\/v1\/grader\/analyze","status":200/);
      expect(server.output()).not.toMatch(/"level":50/);

      const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
      try {
        expect(await database.db.$count(grades)).toBe(1);
      } finally {
        await database.close();
      }
    } finally {
      await standIn.close();
    }
  }, 240_000);
});
