import type { CaptionSet } from "../../../contracts/captions";
import { type CaptionServiceDeps, findOwnSet, selectSetPhotos } from "./caption-rows";
import { presentCaptionSet } from "./present-caption-set";

/** One of the user's sets: photos in upload order, captions, and the audit. */
export async function getCaptionSet(deps: Pick<CaptionServiceDeps, "db">, userId: string, setId: string): Promise<CaptionSet> {
  const set = await findOwnSet(deps.db, userId, setId);
  return presentCaptionSet(set, await selectSetPhotos(deps.db, set.id));
}
