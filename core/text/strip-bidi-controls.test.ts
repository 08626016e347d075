import { describe, expect, it } from "vitest";
import { stripBidiControls } from "./strip-bidi-controls";

describe("stripBidiControls", () => {
  it("removes overrides, embeddings, isolates and marks", () => {
    expect(stripBidiControls("Refund \u202Efdp.eciovni")).toBe("Refund fdp.eciovni");
    const every = "\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C";
    expect(stripBidiControls(`a${every}b`)).toBe("ab");
  });

  it("keeps right-to-left text itself, and other invisible characters the controls do not cover", () => {
    expect(stripBidiControls("שלום Ana مرحبا")).toBe("שלום Ana مرحبا");
    expect(stripBidiControls("a\u200Db")).toBe("a\u200Db"); // a zero-width joiner builds emoji sequences
  });
});
