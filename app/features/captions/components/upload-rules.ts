/** What the page checks before sending (the server checks again, by content): size, and room left in the set. */
export interface SelectedFile {
  name: string;
  size: number;
}

export interface SelectionCheck<T extends SelectedFile> {
  accepted: T[];
  /** One sentence each, naming the file. */
  refused: string[];
}

export function formatMegabytes(bytes: number): string {
  return `${(Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toFixed(1)} MB`;
}

/** Files over the size limit are refused by name; past the set's room, the rest are left out and said so. */
export function checkSelection<T extends SelectedFile>(files: readonly T[], limits: { maxBytes: number; room: number }): SelectionCheck<T> {
  const refused: string[] = [];
  const fitting = files.filter((file) => {
    if (file.size <= limits.maxBytes) return true;
    refused.push(`${file.name} is ${formatMegabytes(file.size)}; each photo may be at most ${Math.round(limits.maxBytes / (1024 * 1024))} MB.`);
    return false;
  });
  const room = Math.max(0, limits.room);
  if (fitting.length > room) {
    const left = fitting.length - room;
    refused.push(
      room === 0
        ? "This set is full. Start a new set for more photos."
        : `Only ${room} more ${room === 1 ? "photo fits" : "photos fit"} in this set; ${left} ${left === 1 ? "was" : "were"} left out.`,
    );
  }
  return { accepted: fitting.slice(0, room), refused };
}
