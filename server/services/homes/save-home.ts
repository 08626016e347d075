import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { HomeRequest } from "../../../contracts/homes";
import type { PropertyFacts } from "../../../core/writer/property-facts";
import type { Database } from "../../db/client";
import { homes } from "../../db/schema/homes";
import { findOwnHome, type HomeRow } from "./find-own-home";

export async function createHome(db: Pick<Database, "insert">, userId: string, input: HomeRequest): Promise<HomeRow> {
  const [row] = await db.insert(homes).values({ id: randomUUID(), userId, name: input.name, facts: input.facts }).returning();
  return row!;
}

/** Saves a new name, new facts, or both; the home's listings keep the facts they were written from. */
export async function updateHome(db: Database, userId: string, id: string, input: Partial<HomeRequest>): Promise<HomeRow> {
  await findOwnHome(db, userId, id);
  const [row] = await db
    .update(homes)
    .set({ ...(input.name !== undefined && { name: input.name }), ...(input.facts !== undefined && { facts: input.facts }), updatedAt: new Date() })
    .where(and(eq(homes.id, id), eq(homes.userId, userId)))
    .returning();
  return row!;
}

/** Deletes the home and its score history; its listings and grades stay (in the listing and grader histories). */
export async function deleteHome(db: Database, userId: string, id: string): Promise<void> {
  await findOwnHome(db, userId, id);
  await db.delete(homes).where(and(eq(homes.id, id), eq(homes.userId, userId)));
}

/** The facts a listing is being written from become the home's (the form fills from the home and saves to it). */
export async function saveFactsToHome(db: Pick<Database, "select" | "update">, userId: string, homeId: string, facts: PropertyFacts): Promise<void> {
  await findOwnHome(db, userId, homeId);
  await db.update(homes).set({ facts, updatedAt: new Date() }).where(and(eq(homes.id, homeId), eq(homes.userId, userId)));
}
