import type { Context } from "hono";
import type { Viewer } from "../../contracts/session";
import type { AppEnv } from "../context";
import { AppError } from "../errors";
import { getViewer } from "./resolve-viewer";

/** The signed-in caller, or 401 for a visitor. Every permission check goes through these two functions. */
export async function requireUser(c: Context<AppEnv>): Promise<Viewer> {
  const viewer = await getViewer(c);
  if (!viewer) throw new AppError("unauthorized", "Please sign in to continue.");
  return viewer;
}

/** An admin, or 401 for a visitor and 403 for anyone else. */
export async function requireAdmin(c: Context<AppEnv>): Promise<Viewer> {
  const viewer = await requireUser(c);
  if (viewer.role !== "admin") throw new AppError("forbidden", "This needs an administrator account.");
  return viewer;
}
