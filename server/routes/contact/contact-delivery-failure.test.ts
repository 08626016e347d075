import { desc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jsonRequest, useTestApp } from "../../../test/support/test-app";
import { contactMessages } from "../../db/schema/contact";

// An SMTP server that cannot be reached: port 1 on this machine refuses the connection at once.
const t = useTestApp({ env: { SMTP_URL: "smtp://127.0.0.1:1", SUPPORT_EMAIL: "help-desk@example.com" } });

describe("POST /api/v1/contact when the e-mail cannot be sent", () => {
  it("keeps the message without a delivery time and still answers 201", async () => {
    const res = await t.app.request(
      "/api/v1/contact",
      jsonRequest({ name: "Lee", email: "lee@example.com", subject: "Refund", message: "I bought the wrong pack this morning, can I swap it?" }),
    );
    expect(res.status).toBe(201);
    const [row] = await t.database.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
    expect(row).toMatchObject({ email: "lee@example.com", subject: "Refund", deliveredAt: null });
  });
});
