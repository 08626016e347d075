import type { Context } from "hono";
import type { AppEnv, RequestViewer } from "../context";
import { AppError } from "../errors";
import { getViewer } from "./resolve-viewer";

/** The signed-in caller (by session or API key), or 401 for a visitor. Every permission check goes through here. */
export async function requireUser(c: Context<AppEnv>): Promise<RequestViewer> {
  const viewer = await getViewer(c);
  if (!viewer) throw new AppError("unauthorized", "Please sign in to continue.");
  return viewer;
}

/**
 * A user signed in with a session: 401 for a visitor, 403 for an API key. Keys cannot manage keys, so a leaked key
 * cannot make itself a successor or revoke its owner's other keys.
 */
export async function requireSessionUser(c: Context<AppEnv>): Promise<RequestViewer> {
  const viewer = await requireUser(c);
  if (viewer.apiKeyId) throw new AppError("forbidden", "API keys cannot manage API keys. Sign in to the API dashboard to do this.");
  return viewer;
}

/**
 * An admin signed in with a session: 401 for a visitor, 403 for anyone else. An API key never reaches an admin
 * endpoint, not even an admin's own key (docs/decisions/008-api-keys.md).
 */
export async function requireAdmin(c: Context<AppEnv>): Promise<RequestViewer> {
  const viewer = await requireUser(c);
  if (viewer.apiKeyId) throw new AppError("forbidden", "API keys cannot reach admin endpoints. Sign in as an administrator instead.");
  if (viewer.role !== "admin") throw new AppError("forbidden", "This needs an administrator account.");
  return viewer;
}
