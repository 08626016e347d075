import { readApiErrorBody } from "../../../../contracts/error-codes";
import type { GenerateListingRequest, GenerationEvent } from "../../../../contracts/listings";
import { ApiError } from "../../../lib/api-client";

/**
 * POST /listings/generate with `Accept: text/event-stream`: calls `onEvent` for each server-sent event as it arrives
 * (started, stage, partial, done, error). A refusal before the stream starts (no credits, invalid facts) throws an ApiError.
 */
export async function generateListingStream(request: GenerateListingRequest, onEvent: (event: GenerationEvent) => void, signal?: AbortSignal): Promise<void> {
  let response: Response;
  try {
    response = await fetch("/api/v1/listings/generate", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify(request),
      credentials: "same-origin",
      signal,
    });
  } catch (cause) {
    throw new ApiError(0, "network_error", cause instanceof Error ? `Network error: ${cause.message}` : "Network error");
  }
  if (!response.ok || !response.body) {
    const body = readApiErrorBody(await response.json().catch(() => undefined));
    if (body) throw new ApiError(response.status, body.error.code, body.error.message);
    throw new ApiError(response.status, "internal_error", `The server answered ${response.status}`);
  }
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
