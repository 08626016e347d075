import { api, dataOf } from "../../../lib/api";

/** Deletes the home and its score history; its listings, grades and caption sets stay. */
export async function deleteHome(id: string): Promise<void> {
  await dataOf(api.DELETE("/homes/{id}", { params: { path: { id } } }));
}
