import { PlacesLookupError } from "./types";

export interface JsonRequest {
  /** Who is asked, for messages: "OpenStreetMap Nominatim", "Overpass", "Google Places". */
  peer: string;
  url: URL;
  init: RequestInit;
  timeoutMs: number;
}

/** The first characters of a vendor's error body, for the log. */
const LOGGED_BODY_CHARS = 300;

/**
 * One call to a places vendor with a deadline: the parsed JSON of a 2xx answer, or a PlacesLookupError whose message
 * the host can read (timeouts, unreachable hosts, error statuses and non-JSON answers alike).
 */
export async function requestJson({ peer, url, init, timeoutMs }: JsonRequest): Promise<unknown> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    const cause = error instanceof Error ? ((error.cause as { code?: string } | undefined)?.code ?? error.message) : String(error);
    if (timedOut) throw new PlacesLookupError(`${peer} did not answer within ${Math.round(timeoutMs / 100) / 10} seconds.`, { host: url.host });
    throw new PlacesLookupError(`${peer} could not be reached.`, { host: url.host, cause });
  }
  if (!response.ok) {
    throw new PlacesLookupError(`${peer} answered HTTP ${response.status}.`, {
      host: url.host,
      status: response.status,
      body: text.slice(0, LOGGED_BODY_CHARS),
    });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new PlacesLookupError(`${peer} answered with something that is not JSON.`, { host: url.host, body: text.slice(0, LOGGED_BODY_CHARS) });
  }
}
