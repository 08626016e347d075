import { api, dataOf } from "../../../lib/api";

export async function deleteListing(id: string): Promise<void> {
  await dataOf(api.DELETE("/listings/{id}", { params: { path: { id } } }));
}
