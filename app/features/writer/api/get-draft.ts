import { api, dataOf } from "../../../lib/api";

export interface Draft {
  facts: Record<string, unknown>;
  updatedAt: string | null;
}

/** The create-listing form's facts as the user left them, kept by the server. */
export function getDraft(): Promise<Draft> {
  return dataOf(api.GET("/listings/draft"));
}
