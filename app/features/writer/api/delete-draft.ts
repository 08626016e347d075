import { api, dataOf } from "../../../lib/api";

export async function deleteDraft(): Promise<void> {
  await dataOf(api.DELETE("/listings/draft"));
}
