import { type CaptionPhoto, captionPhotoSchema } from "../../../../contracts/captions";
import { apiErrorSchema } from "../../../../contracts/errors";
import { ApiError, apiPath } from "../../../lib/api-client";

export interface UploadPhotoInput {
  file: File;
  setId: string;
  /** 0 to 1 as the bytes leave the browser. */
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

function toApiError(status: number, text: string): ApiError {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) return new ApiError(status, parsed.data.error.code, parsed.data.error.message);
  if (status === 413) return new ApiError(413, "payload_too_large", "This photo is larger than 20 MB, the most one photo may be.");
  return new ApiError(status, "internal_error", `The server answered ${status}`);
}

/**
 * POST /captions with one photo. XMLHttpRequest rather than fetch: only it reports upload progress. The answer is
 * the photo, stored, audited and captioned when the writer could.
 */
export function uploadPhoto({ file, setId, onProgress, signal }: UploadPhotoInput): Promise<CaptionPhoto> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", apiPath("/captions"));
    request.withCredentials = true;
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.upload.addEventListener("load", () => onProgress(1));
    request.addEventListener("load", () => {
      if (request.status !== 201) return reject(toApiError(request.status, request.responseText));
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      const parsed = captionPhotoSchema.safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(request.status, "internal_error", "The server's answer could not be read."));
    });
    request.addEventListener("error", () => reject(new ApiError(0, "network_error", "Network error: the photo could not be sent.")));
    request.addEventListener("abort", () => reject(new ApiError(0, "network_error", "The upload was cancelled.")));
    signal?.addEventListener("abort", () => request.abort());
    const form = new FormData();
    form.append("setId", setId);
    form.append("photo", file, file.name);
    request.send(form);
  });
}
