import { useCallback, useRef, useState } from "react";
import { ApiError } from "../../../lib/api-client";
import { uploadPhoto } from "../api/upload-photo";

/** Photos sent at once: enough to keep the line busy, few enough that each shows its own progress. */
export const PARALLEL_UPLOADS = 3;

export interface UploadItem {
  key: string;
  name: string;
  size: number;
  /** 0 to 1, of the bytes sent. */
  progress: number;
  /** processing: sent; the server is checking, storing and captioning it. */
  state: "waiting" | "uploading" | "processing" | "done" | "failed";
  error?: string;
  errorCode?: string;
}

interface Options {
  /** The set to upload into, made on the first upload of a batch when there is none yet. */
  ensureSet: () => Promise<string>;
  /** After each photo, so the set (and its audit) is read again. */
  onUploaded: (setId: string) => void;
}

let counter = 0;

/** A queue of photos sent PARALLEL_UPLOADS at a time, one request each, with progress per photo. */
export function usePhotoUploads({ ensureSet, onUploaded }: Options) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const files = useRef(new Map<string, File>());
  const waiting = useRef<string[]>([]);
  const active = useRef(0);

  const update = useCallback((key: string, patch: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  }, []);

  const pump = useCallback(() => {
    while (active.current < PARALLEL_UPLOADS && waiting.current.length > 0) {
      const key = waiting.current.shift()!;
      const file = files.current.get(key)!;
      active.current += 1;
      void (async () => {
        try {
          const setId = await ensureSet();
          update(key, { state: "uploading" });
          await uploadPhoto({ file, setId, onProgress: (progress) => update(key, { progress, state: progress >= 1 ? "processing" : "uploading" }) });
          update(key, { state: "done", progress: 1 });
          onUploaded(setId);
        } catch (error) {
          const message = error instanceof Error ? error.message : "The photo could not be sent.";
          update(key, { state: "failed", error: message, errorCode: error instanceof ApiError ? error.code : undefined });
        } finally {
          files.current.delete(key);
          active.current -= 1;
          pump();
        }
      })();
    }
  }, [ensureSet, onUploaded, update]);

  const add = useCallback(
    (selected: readonly File[]) => {
      const added = selected.map((file) => {
        counter += 1;
        const key = `upload-${counter}`;
        files.current.set(key, file);
        waiting.current.push(key);
        return { key, name: file.name, size: file.size, progress: 0, state: "waiting" as const };
      });
      setItems((current) => [...current.filter((item) => item.state !== "done"), ...added]);
      pump();
    },
    [pump],
  );

  const dismiss = useCallback((key: string) => setItems((current) => current.filter((item) => item.key !== key)), []);
  const busy = items.some((item) => item.state === "waiting" || item.state === "uploading" || item.state === "processing");
  return { items, add, dismiss, busy };
}
