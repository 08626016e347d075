/** The caption feature's cached requests; a change to a set invalidates the set and the history. */
export const captionKeys = {
  all: ["captions"] as const,
  writer: ["captions", "writer"] as const,
  sets: ["captions", "sets"] as const,
  set: (id: string) => ["captions", "set", id] as const,
};
