import { asc, sql } from "drizzle-orm";
import { integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/support/test-database";
import { prepareInsertRowsAsJson } from "./insert-rows-as-json";

// A table of this file's own, with a column of each kind the app's batches write.
const samples = pgTable("insert_rows_as_json_samples", {
  id: serial("id").primaryKey(),
  label: text("label").notNull(),
  note: text("note"),
  score: integer("score").notNull(),
  details: jsonb("details").$type<Record<string, unknown>>(),
  seenAt: timestamp("seen_at", { withTimezone: true }).notNull(),
  kind: text("kind").notNull().default("plain"),
});

const insertSamples = prepareInsertRowsAsJson(samples, ["label", "note", "score", "details", "seenAt"]);

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`
    create table insert_rows_as_json_samples (
      id serial primary key, label text not null, note text, score integer not null, details jsonb,
      seen_at timestamptz not null, kind text not null default 'plain'
    )`);
});
afterAll(async () => {
  await database?.dispose();
});

const readAll = () => database.db.select().from(samples).orderBy(asc(samples.id));

describe("prepareInsertRowsAsJson", () => {
  it("writes every row as drizzle's values() would, whatever the text holds", async () => {
    const seenAt = new Date("2026-11-28T19:30:00.123Z");
    const tricky = `Quote " backslash \\ newline \n tab \t line separator \u2028 emoji 🏡 and 'single'`;
    await insertSamples(database.db, [
      { label: "first", note: null, score: 87, details: { rooms: ["kitchen", "deck"], nested: { ok: true } }, seenAt },
      { label: tricky, note: "a note", score: -3, details: null, seenAt },
    ]);
    const rows = await readAll();
    expect(rows).toEqual([
      { id: rows[0]!.id, label: "first", note: null, score: 87, details: { rooms: ["kitchen", "deck"], nested: { ok: true } }, seenAt, kind: "plain" },
      { id: rows[1]!.id, label: tricky, note: "a note", score: -3, details: null, seenAt, kind: "plain" },
    ]);
  });

  it("writes a key left out as null, so a NOT NULL column refuses the whole batch", async () => {
    const before = (await readAll()).length;
    const seenAt = new Date();
    const rows = [
      { label: "kept?", note: "x", score: 1, details: {}, seenAt },
      { label: "no score", note: "x", details: {}, seenAt } as unknown as { label: string; note: string; score: number; details: object; seenAt: Date },
    ];
    await expect(insertSamples(database.db, rows)).rejects.toThrow();
    expect((await readAll()).length).toBe(before);
  });

  it("sends nothing for an empty batch", async () => {
    const before = (await readAll()).length;
    await insertSamples(database.db, []);
    expect((await readAll()).length).toBe(before);
  });

  it("refuses to run inside a transaction, whose rows it would write outside it", async () => {
    const before = (await readAll()).length;
    const row = { label: "in a transaction", note: null, score: 1, details: null, seenAt: new Date() };
    await expect(database.db.transaction((tx) => insertSamples(tx, [row]))).rejects.toThrow("not inside a transaction");
    expect((await readAll()).length).toBe(before);
  });
});
