/** A stored file as read back. */
export interface StoredFile {
  body: Buffer;
  contentType: string;
}

/**
 * Where uploaded files live (DESIGN.md): a folder under DATA_DIR by default, an S3-compatible bucket when configured.
 * Keys are relative paths of letters, digits, "-", "_", "." and "/", chosen by the server, never by the uploader.
 */
export interface FileStorage {
  readonly kind: "local" | "s3";
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when there is no such file. */
  get(key: string): Promise<StoredFile | null>;
  /** Deleting a file that is not there is not an error. */
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9_.-]*(\/[a-z0-9][a-z0-9_.-]*)*$/i;

/** Refuses a key that could leave the storage root ("..", absolute paths, odd characters): a bug, never user input. */
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.split("/").some((part) => part === "." || part === "..") || key.length > 512) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}
