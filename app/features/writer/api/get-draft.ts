import { api, dataOf } from "../../../lib/api";

export interface Draft {
  facts: Record<string, unknown>;
  updatedAt: string | null;
}

/** The form's facts as the user left them (one draft per user, kept by the server). */
export function getDraft(): Promise<Draft> {
  return dataOf(api.GET("/listings/draft"));
}
