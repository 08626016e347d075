import { api, dataOf } from "../../../lib/api";

/** Deletes the home; its listings, grades and caption sets stay, no longer pointing at it. */
export async function deleteHome(id: string): Promise<void> {
  await dataOf(api.DELETE("/homes/{id}", { params: { path: { id } } }));
}
