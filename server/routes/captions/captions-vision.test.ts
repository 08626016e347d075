import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { imagesInCall, type OpenAiStandIn, startOpenAiStandIn } from "../../../test/support/openai-stand-in";
import { readExifGps } from "../../../test/support/read-exif-gps";
import { useTestApp } from "../../../test/support/test-app";
import { creditTransactions } from "../../db/schema/billing";
import { tokenUsage } from "../../db/schema/listings";
import { CAPTION_OUTPUT_TOKENS } from "../../writers/captions/vision-caption-writer";
import { createHost, type HostAccount, readCaptionBalance, readFixture, uploadPhoto, writeCaption } from "../../../test/support/caption-requests";
import { readAnswer } from "../../../test/support/read-answer";
import { captionPhotoSchema, captionWriterInfoSchema } from "../../../contracts/captions";

// The vision path against a local server speaking OpenAI's chat-completions protocol, with image inputs.
const standIn: OpenAiStandIn = await startOpenAiStandIn();
const t = useTestApp({
  env: { TRUST_PROXY: "true", AI_PROVIDER: "openai-compatible", AI_BASE_URL: standIn.baseUrl, AI_MODEL: "text-model", AI_VISION_MODEL: "vision-model", AI_MAX_REPAIRS: "1" },
});
let host: HostAccount;

beforeAll(async () => {
  host = await createHost(t, 10);
});
afterAll(async () => {
  await standIn.close();
});
beforeEach(() => {
  standIn.calls.length = 0;
});

const GOOD_ANSWER = {
  roomType: "bedroom",
  features: ["king bed", "sitting area", "sliding door", "mountain view"],
  caption: "Bedroom with a king bed, a sitting area and a mountain view",
  altText: "A bedroom with a king bed and two armchairs by a sliding door that looks out on mountains.",
};

async function ledgerUsage(userId: string, reference: string) {
  return t.database.db
    .select()
    .from(creditTransactions)
    .where(and(eq(creditTransactions.userId, userId), eq(creditTransactions.reference, reference), eq(creditTransactions.transactionType, "usage")));
}

async function usageOf(reference: string) {
  return t.database.db.select().from(tokenUsage).where(eq(tokenUsage.reference, reference));
}

describe("captions from a vision model", () => {
  it("sends the 1024-pixel copy, with no EXIF, as an image part to the vision model and keeps its structured answer", async () => {
    standIn.script({ kind: "content", content: GOOD_ANSWER, usage: { prompt: 1200, completion: 80 } });
    const before = await readCaptionBalance(t, host.cookie);
    // A real photo enlarged in the test to 2048 × 1366, as a camera's original would be.
    const large = await sharp(readFixture("houses-dataset_104_bedroom.jpg")).resize(2048).jpeg({ quality: 92 }).toBuffer();
    const photo = await uploadPhoto(t, host.cookie, large, "bedroom.jpg");
    expect(photo).toMatchObject({ width: 2048, height: 1366, issues: [] });
    expect(photo).toMatchObject({ status: "captioned", ...GOOD_ANSWER, writer: { kind: "ai", label: "openai-compatible vision-model" }, error: null });
    expect(await readCaptionBalance(t, host.cookie)).toBe(before - 1);
    expect((await ledgerUsage(host.id, `caption:${photo.id}`)).map((row) => row.amount)).toEqual([-1]);

    expect(standIn.calls).toHaveLength(1);
    const call = standIn.calls[0]!;
    expect(call.model).toBe("vision-model");
    expect(call.responseFormat).toMatchObject({ type: "json_schema" });
    // A caption's answer is bounded far below a listing's.
    expect(call.body.max_tokens).toBe(CAPTION_OUTPUT_TOKENS);
    const [image, ...others] = imagesInCall(call);
    expect(others).toEqual([]);
    expect(image!.mediaType).toBe("image/jpeg");
    expect(await sharp(image!.bytes).metadata()).toMatchObject({ format: "jpeg", width: 1024, height: 683 });
    const system = call.messages.find((message) => message.role === "system")!.content as string;
    expect(system).toContain("at most 100 characters");
    expect(system).toContain("at most 125 characters");

    const [usage] = await usageOf(`caption:${photo.id}`);
    expect(usage).toMatchObject({ purpose: "caption", model: "vision-model", provider: "openai-compatible", inputTokens: 1200, outputTokens: 80, outcome: "ok", userId: host.id });
  });

  it("never sends the GPS position of a tagged photo to the model", async () => {
    standIn.script({ kind: "content", content: { ...GOOD_ANSWER, roomType: "view", caption: "Hillside view with pines", altText: "A green hillside with pine trees and stone houses." } });
    expect(await readExifGps(readFixture("exif-gps_DSCN0010.jpg"))).not.toBeNull();
    const photo = await uploadPhoto(t, host.cookie, readFixture("exif-gps_DSCN0010.jpg"), "hill.jpg");
    expect(photo.roomType).toBe("view");
    const [image] = imagesInCall(standIn.calls[0]!);
    expect((await sharp(image!.bytes).metadata()).exif).toBeUndefined();
    expect(await readExifGps(image!.bytes)).toBeNull();
  });

  it("passes the host's picks as hints", async () => {
    standIn.script({ kind: "content", content: { ...GOOD_ANSWER, roomType: "kitchen", caption: "Kitchen with double ovens", altText: "A kitchen with light wood cabinets and double ovens." } });
    await uploadPhoto(t, host.cookie, readFixture("houses-dataset_104_kitchen.jpg"), "kitchen.jpg", { roomType: "kitchen", features: "double ovens" });
    const user = standIn.calls[0]!.messages.find((message) => message.role === "user")!.content as Array<{ type: string; text?: string }>;
    expect(user.find((part) => part.type === "text")?.text).toBe("Caption this photo. The host says it shows: Kitchen. The host wants these mentioned if they are visible: double ovens.");
  });

  it("sends a caption that breaks a rule back with the failure named, and keeps the repaired one, charging once", async () => {
    standIn.script(
      { kind: "content", content: { ...GOOD_ANSWER, caption: `${"A very long caption that goes on ".repeat(4)}and on`, altText: "A bathroom 🛁 with a tub." } },
      { kind: "content", content: { ...GOOD_ANSWER, roomType: "bathroom", caption: "Bathroom with soaking tub", altText: "A bathroom with a soaking tub and a double vanity." } },
    );
    const before = await readCaptionBalance(t, host.cookie);
    const photo = await uploadPhoto(t, host.cookie, readFixture("houses-dataset_5_bathroom.jpg"), "bath.jpg");
    expect(photo).toMatchObject({ status: "captioned", caption: "Bathroom with soaking tub" });
    expect(standIn.calls).toHaveLength(2);
    const repair = standIn.calls[1]!.messages.at(-1)!.content as string;
    expect(repair).toContain("Shorten the caption to 100 characters");
    expect(repair).toContain("Remove “🛁” from your alt text");
    expect(await readCaptionBalance(t, host.cookie)).toBe(before - 1);
    expect((await usageOf(`caption:${photo.id}`)).map((row) => row.outcome)).toEqual(["ok", "ok"]);
  });

  it("a provider failure is stored on the photo and charges nothing; writing again later succeeds and charges then", async () => {
    standIn.script({ kind: "status", status: 500, message: "upstream exploded" });
    const before = await readCaptionBalance(t, host.cookie);
    const photo = await uploadPhoto(t, host.cookie, readFixture("houses-dataset_118_exterior.jpg"), "front.jpg");
    expect(photo).toMatchObject({
      status: "failed",
      caption: null,
      error: { code: "ai_unavailable", message: "The AI provider answered with an error (500). Nothing was charged; please try again." },
    });
    expect(await readCaptionBalance(t, host.cookie)).toBe(before);
    expect(await ledgerUsage(host.id, `caption:${photo.id}`)).toEqual([]);
    expect((await usageOf(`caption:${photo.id}`)).map((row) => row.outcome)).toEqual(["error"]);

    standIn.script({ kind: "content", content: { ...GOOD_ANSWER, roomType: "exterior", caption: "Two-storey house with a garage", altText: "The front of a two-storey house with a garage and a driveway under a blue sky." } });
    const retried = await writeCaption(t, host.cookie, photo.id, {});
    expect(retried.status).toBe(200);
    expect(await readAnswer(retried, captionPhotoSchema)).toMatchObject({ status: "captioned", error: null, caption: "Two-storey house with a garage" });
    expect(await readCaptionBalance(t, host.cookie)).toBe(before - 1);
  });

  it("a rate limit and an answer that is not the schema are failures too, charging nothing", async () => {
    const before = await readCaptionBalance(t, host.cookie);
    standIn.script({ kind: "status", status: 429 });
    const limited = await uploadPhoto(t, host.cookie, readFixture("houses-dataset_500_bedroom.jpg"), "a.jpg");
    expect(limited.error?.code).toBe("ai_rate_limited");
    standIn.script({ kind: "content", content: "I see a lovely bedroom!" });
    const garbled = await uploadPhoto(t, host.cookie, readFixture("houses-dataset_201_bathroom_portrait.jpg"), "b.jpg");
    expect(garbled.error).toEqual({ code: "ai_bad_output", message: "The AI model did not return a caption in the expected form. Nothing was charged; please try again." });
    expect(standIn.calls).toHaveLength(3);
    expect(await readCaptionBalance(t, host.cookie)).toBe(before);
  });

  it("a rewrite that fails keeps the caption the photo had", async () => {
    standIn.script({ kind: "content", content: GOOD_ANSWER });
    const photo = await uploadPhoto(t, host.cookie, readFixture("houses-dataset_104_bedroom.jpg"), "again.jpg");
    standIn.script({ kind: "status", status: 503 });
    const response = await writeCaption(t, host.cookie, photo.id, {});
    expect(await readAnswer(response, captionPhotoSchema)).toMatchObject({ status: "captioned", caption: GOOD_ANSWER.caption, error: { code: "ai_unavailable" } });
  });

  it("says the model writes the captions", async () => {
    const response = await t.app.request("/api/v1/captions/writer", { headers: { cookie: host.cookie } });
    expect(await readAnswer(response, captionWriterInfoSchema)).toMatchObject({ kind: "ai", label: "openai-compatible vision-model" });
  });
});
