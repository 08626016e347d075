import { api, dataOf } from "../../../lib/api";
import type { Draft } from "./get-draft";

export function saveDraft(facts: Record<string, unknown>): Promise<Draft> {
  return dataOf(api.PUT("/listings/draft", { body: { facts } }));
}
