import type { GenerateListingRequest, GenerationEvent } from "../../../../contracts/listings";
import { apiPath, toApiError, toNetworkError } from "../../../lib/api-client";

/**
 * POST /listings/generate with `Accept: text/event-stream`: calls `onEvent` for each server-sent event as it arrives
 * (started, stage, partial, done, error). A refusal before the stream starts (no credits, invalid facts) throws an ApiError.
 * A fetch of its own rather than openapi-fetch's: the answer is read as it streams.
 */
export async function generateListingStream(request: GenerateListingRequest, onEvent: (event: GenerationEvent) => void, signal?: AbortSignal): Promise<void> {
  let response: Response;
  try {
    response = await fetch(apiPath("/listings/generate"), {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify(request),
      credentials: "same-origin",
      signal,
    });
  } catch (cause) {
    throw toNetworkError(cause);
  }
  if (!response.ok || !response.body) throw toApiError(response, await response.json().catch(() => undefined));
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end = buffer.indexOf("\n\n");
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block
        .split("\n")
        .filter((line) => line.startsWith("data:"))
        .map((line) => line.slice(5).trimStart())
        .join("\n");
      if (data) onEvent(JSON.parse(data) as GenerationEvent);
      end = buffer.indexOf("\n\n");
    }
  }
}
