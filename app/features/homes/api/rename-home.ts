import type { HomeDetail } from "../../../../contracts/homes";
import { api, dataOf } from "../../../lib/api";

export function renameHome(id: string, name: string): Promise<HomeDetail> {
  return dataOf(api.PATCH("/homes/{id}", { params: { path: { id } }, body: { name } }));
}
