import { setImmediate as nextTurn } from "node:timers/promises";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { takeTurnsWithIo } from "./take-turns-with-io";

let client: PGlite;
beforeAll(async () => {
  client = await PGlite.create();
});
afterAll(async () => {
  await client.close();
});

/** A request's work: three statements one after another. */
async function threeStatements(): Promise<void> {
  for (let i = 0; i < 3; i += 1) await client.query("select 1");
}

/** How many of `count` requests sent at once were answered when a callback queued with them got its turn. */
async function answeredBeforeOtherWork(count: number): Promise<number> {
  let answered = 0;
  let answeredWhenOtherWorkRan = -1;
  const requests = Array.from({ length: count }, () => threeStatements().then(() => (answered += 1)));
  setImmediate(() => (answeredWhenOtherWorkRan = answered));
  await Promise.all(requests);
  await nextTurn();
  return answeredWhenOtherWorkRan;
}

describe("takeTurnsWithIo", () => {
  it("lets other work of the process run between the statements of requests in flight", async () => {
    // As PGlite comes, it answers every request in flight through promises before anything else runs.
    expect(await answeredBeforeOtherWork(50)).toBe(50);
    takeTurnsWithIo(client);
    expect(await answeredBeforeOtherWork(50)).toBeLessThan(50);
  });

  it("answers statements as PGlite does", async () => {
    await client.exec("create table t (n int); insert into t values (1), (2);");
    expect((await client.query<{ n: number }>("select n from t where n > $1 order by n", [0])).rows).toEqual([{ n: 1 }, { n: 2 }]);
    await expect(client.query("select * from missing")).rejects.toThrow(/missing/);
  });
});
