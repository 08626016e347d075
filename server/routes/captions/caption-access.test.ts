import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { captionSetListSchema } from "../../../contracts/captions";
import { sessionResponseSchema } from "../../../contracts/session";
import { readAnswer, readError } from "../../../test/support/read-answer";
import { useTestApp } from "../../../test/support/test-app";
import { loadTinyWebBuild } from "../../../test/support/tiny-web-build";
import { creditTransactions } from "../../db/schema/billing";
import { adjustCredits } from "../../services/billing/adjust-credits";
import { expectError } from "../../../test/support/billing-requests";
import { createHost, type HostAccount, postPhoto, readCaptionBalance, readFixture, uploadPhoto, writeCaption } from "../../../test/support/caption-requests";
import { apiErrorSchema } from "../../../contracts/errors";

// DESIGN, "Captions (revised)": the caption generator is open to an admin and to a signed-in user who holds caption
// credits; a visitor is sent to sign in, a user without credits to / (the page) or refused with 402 (the API).
const ADMIN_EMAIL = "caption-access-admin@example.com";
const PAGE = "/image-caption-generator";
const PHOTOS = ["houses-dataset_104_bedroom.jpg", "houses-dataset_118_exterior.jpg", "houses-dataset_104_kitchen.jpg"];
const t = useTestApp({ env: { TRUST_PROXY: "true", ADMIN_EMAILS: ADMIN_EMAIL }, webApp: loadTinyWebBuild() });

let admin: HostAccount;
let holder: HostAccount;
let broke: HostAccount;

beforeAll(async () => {
  admin = await createHost(t, 0, { email: ADMIN_EMAIL });
  holder = await createHost(t, 5);
  broke = await createHost(t, 0);
});

const openPage = (cookie: string) => t.app.request(PAGE, { headers: cookie ? { cookie } : {} });
const canUseCaptions = async (cookie: string) => (await readAnswer(await t.app.request("/api/v1/session", { headers: { cookie } }), sessionResponseSchema)).canUseCaptions;

async function usageRows(userId: string) {
  return t.database.db
    .select()
    .from(creditTransactions)
    .where(and(eq(creditTransactions.userId, userId), eq(creditTransactions.transactionType, "usage"), eq(creditTransactions.creditKind, "caption")));
}

describe("the caption generator page, as the server serves it", () => {
  it("sends a visitor to sign in, and back to the page afterwards", async () => {
    const response = await openPage("");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/auth?redirect=${encodeURIComponent(PAGE)}`);
  });

  it("sends a signed-in user without caption credits to /", async () => {
    const response = await openPage(broke.cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
  });

  it("serves the page to a user who holds caption credits, and to an admin", async () => {
    for (const account of [holder, admin]) {
      const response = await openPage(account.cookie);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("<title>Fallback</title>");
    }
  });
});

describe("the session says who the caption generator is open to", () => {
  it("no to a visitor and to a user without caption credits; yes to a holder and to an admin", async () => {
    expect(await canUseCaptions("")).toBe(false);
    expect(await canUseCaptions(broke.cookie)).toBe(false);
    expect(await canUseCaptions(holder.cookie)).toBe(true);
    expect(await canUseCaptions(admin.cookie)).toBe(true);
  });
});

describe("the caption API, by caption credits", () => {
  it("asks a visitor to sign in before anything else", async () => {
    await expectError(await postPhoto(t, "", readFixture(PHOTOS[0]!), "bedroom.jpg", { roomType: "bedroom" }), 401, "unauthorized", "Please sign in to continue.");
    const set = await t.app.request("/api/v1/captions/sets", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    await expectError(set, 401, "unauthorized", "Please sign in to continue.");
  });

  it("refuses a user without caption credits with 402 and where to get them, for a photo and for a new set alike", async () => {
    const details = { creditKind: "caption", balance: 0, href: "/pricing", message: "Each listing credit you buy brings 50 image caption credits." };
    const photo = await postPhoto(t, broke.cookie, readFixture(PHOTOS[0]!), "bedroom.jpg", { roomType: "bedroom" });
    expect(photo.status).toBe(402);
    expect(await readAnswer(photo, apiErrorSchema)).toEqual({ error: { code: "insufficient_credits", message: "Please purchase more credits to continue.", details } });
    const set = await t.app.request("/api/v1/captions/sets", { method: "POST", headers: { cookie: broke.cookie, "content-type": "application/json" }, body: "{}" });
    expect(set.status).toBe(402);
    expect(await readAnswer(set, apiErrorSchema)).toEqual({ error: { code: "insufficient_credits", message: "Please purchase more credits to continue.", details } });
    expect((await readAnswer(await t.app.request("/api/v1/captions/sets", { headers: { cookie: broke.cookie } }), captionSetListSchema)).items).toEqual([]);
    expect(await usageRows(broke.id)).toEqual([]);
  });

  it("captions three photos for a holder, charging 1 credit each with its ledger row, in one set", async () => {
    const first = await uploadPhoto(t, holder.cookie, readFixture(PHOTOS[0]!), "bedroom.jpg", { roomType: "bedroom" });
    const rest = [];
    for (const [name, roomType] of [[PHOTOS[1]!, "exterior"], [PHOTOS[2]!, "kitchen"]] as const) {
      rest.push(await uploadPhoto(t, holder.cookie, readFixture(name), name, { roomType, setId: first.setId }));
    }
    const photos = [first, ...rest];
    expect(photos.map((photo) => photo.status)).toEqual(["captioned", "captioned", "captioned"]);
    expect(await readCaptionBalance(t, holder.cookie)).toBe(2);
    const usage = await usageRows(holder.id);
    expect(usage.map((row) => [row.amount, row.reference]).sort()).toEqual(photos.map((photo) => [-1, `caption:${photo.id}`]).sort());
    expect(usage.map((row) => row.balanceAfter).sort()).toEqual([2, 3, 4]);
  });

  it("lets a user who ran out keep their work, refuses new captions, and closes the page to them", async () => {
    const user = await createHost(t, 1);
    const waiting = await uploadPhoto(t, user.cookie, readFixture(PHOTOS[0]!), "bedroom.jpg");
    expect(waiting.status).toBe("pending");
    await adjustCredits(t.database.db, { userId: user.id, kind: "caption", amount: -1, description: "test: spent elsewhere" });

    const refused = await writeCaption(t, user.cookie, waiting.id, { roomType: "bedroom" });
    expect(refused.status).toBe(402);
    expect((await readError(refused)).message).toBe("Please purchase more credits to continue.");
    expect(await usageRows(user.id)).toEqual([]);

    expect((await t.app.request(`/api/v1/captions/sets/${waiting.setId}`, { headers: { cookie: user.cookie } })).status).toBe(200);
    expect((await t.app.request(`/api/v1/captions/sets/${waiting.setId}/export`, { headers: { cookie: user.cookie } })).status).toBe(200);
    expect(await canUseCaptions(user.cookie)).toBe(false);
    expect((await openPage(user.cookie)).headers.get("location")).toBe("/");
  });

  it("captions for an admin without charging, recording the usage at 0", async () => {
    const photo = await uploadPhoto(t, admin.cookie, readFixture(PHOTOS[0]!), "bedroom.jpg", { roomType: "bedroom" });
    expect(photo.status).toBe("captioned");
    expect((await usageRows(admin.id)).map((row) => [row.amount, row.reference])).toEqual([[0, `caption:${photo.id}`]]);
  });
});

describe("a caption request with the wrong Content-Type", () => {
  const send = (path: string, contentType: string, body: BodyInit) =>
    t.app.request(path, { method: "POST", headers: { cookie: holder.cookie, "content-type": contentType }, body });

  it("tells the uploader to send multipart/form-data, not the JSON it just refused", async () => {
    for (const type of ["application/json", "text/plain"]) {
      const response = await send("/api/v1/captions", type, JSON.stringify({ roomType: "bedroom" }));
      await expectError(
        response,
        415,
        "unsupported_media_type",
        `This endpoint does not take a body of type ${type}. Send a multipart/form-data body (Content-Type: multipart/form-data), as a browser's file upload does.`,
      );
    }
  });

  it("tells a JSON endpoint's caller to send JSON", async () => {
    const form = new FormData();
    form.set("name", "Set");
    const response = await t.app.request("/api/v1/captions/sets", { method: "POST", headers: { cookie: holder.cookie }, body: form });
    await expectError(response, 415, "unsupported_media_type", "This endpoint does not take a body of type multipart/form-data. Send JSON with Content-Type: application/json.");
  });
});
