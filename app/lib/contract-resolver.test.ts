import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contactMessageRequestSchema } from "../../contracts/contact";
import { contractResolver } from "./contract-resolver";

const options = { fields: {}, shouldUseNativeValidation: false } as const;

const credentials = z
  .object({ email: z.string().trim(), password: z.string() })
  .refine((value) => value.email !== "" && value.password !== "", { message: "Enter your e-mail and password." });

describe("contractResolver", () => {
  it("gives each field the contract's first message", async () => {
    const result = await contractResolver(contactMessageRequestSchema)({ name: "", email: "ana", subject: "Hi there", message: "short", website: "" }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors.name?.message).toBe("Please enter your name.");
    expect(result.errors.email?.message).toBe("Please enter a valid e-mail address.");
    expect(result.errors.message?.message).toBe("Please write at least 20 characters, so we can help.");
    expect(result.errors.subject).toBeUndefined();
  });

  it("puts an issue about the whole form under root", async () => {
    const result = await contractResolver(credentials)({ email: " ", password: "" }, undefined, options);
    expect(result.errors.root?.message).toBe("Enter your e-mail and password.");
    expect(Object.keys(result.errors)).toEqual(["root"]);
  });

  it("answers the parsed values when the form is valid", async () => {
    const result = await contractResolver(credentials)({ email: " ana@example.com ", password: "secret" }, undefined, options);
    expect(result).toEqual({ errors: {}, values: { email: "ana@example.com", password: "secret" } });
  });
});
