import fs from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { captionPhotoSchema, captionSetListSchema, captionSetSchema, captionWriterInfoSchema } from "../../../contracts/captions";
import { readAnswer } from "../../../test/support/read-answer";
import { authPost } from "../../../test/support/auth-session";
import { readExifGps } from "../../../test/support/read-exif-gps";
import { useTestApp } from "../../../test/support/test-app";
import { creditTransactions } from "../../db/schema/billing";
import { expectError } from "../../../test/support/billing-requests";
import { createHost, type HostAccount, listFiles, postPhoto, readCaptionBalance, readFixture, readSet, uploadPhoto, writeCaption } from "../../../test/support/caption-requests";
import { apiErrorSchema } from "../../../contracts/errors";

// No AI settings: the offline writer captions from the room and features the host picks.
const ADMIN_EMAIL = "caption-admin@example.com";
const t = useTestApp({ env: { TRUST_PROXY: "true", ADMIN_EMAILS: ADMIN_EMAIL } });
let admin: HostAccount;
let host: HostAccount;

beforeAll(async () => {
  admin = await createHost(t, 0, { email: ADMIN_EMAIL });
  host = await createHost(t, 3);
});

const uploads = () => path.join(t.env.dataDir, "uploads");

async function usageRows(userId: string) {
  return t.database.db
    .select()
    .from(creditTransactions)
    .where(and(eq(creditTransactions.userId, userId), eq(creditTransactions.transactionType, "usage")));
}

describe("POST /captions: the photo and its stored copies", () => {
  it("stores three copies of a real GPS-tagged photo, none with EXIF, and waits for the room to be picked", async () => {
    const original = readFixture("exif-gps_DSCN0010.jpg");
    expect(await readExifGps(original)).not.toBeNull();
    const photo = await uploadPhoto(t, admin.cookie, original, "tuscany.jpg");
    expect(photo).toMatchObject({ status: "pending", fileName: "tuscany.jpg", format: "jpeg", width: 640, height: 480, caption: null, error: null });
    expect(photo.issues.map((issue) => issue.kind)).toEqual(["low_resolution"]);

    const stored = listFiles(path.join(uploads(), "captions", admin.id, photo.id));
    expect(stored.map((file) => path.basename(file)).sort()).toEqual(["image.jpg", "model.jpg", "thumbnail.webp"]);
    for (const file of stored) {
      const bytes = fs.readFileSync(file);
      expect((await sharp(bytes).metadata()).exif, file).toBeUndefined();
      expect(await readExifGps(bytes)).toBeNull();
      expect(bytes.includes("COOLPIX")).toBe(false);
    }
  });

  it("serves the thumbnail and the cleaned image to their owner only", async () => {
    const photo = await uploadPhoto(t, admin.cookie, readFixture("exif-gps_DSCN0021.jpg"), "park.jpg");
    const thumbnail = await t.app.request(photo.thumbnailUrl, { headers: { cookie: admin.cookie } });
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get("content-type")).toBe("image/webp");
    expect(thumbnail.headers.get("cache-control")).toBe("private, max-age=3600");
    const image = await t.app.request(photo.imageUrl, { headers: { cookie: admin.cookie } });
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "jpeg", width: 640, height: 480 });
    expect(await readExifGps(bytes)).toBeNull();
    await expectError(await t.app.request(photo.thumbnailUrl, { headers: { cookie: host.cookie } }), 404, "not_found", "This photo does not exist, or it is not yours.");
    await expectError(await t.app.request(photo.thumbnailUrl), 401, "unauthorized", "Please sign in to continue.");
  });

  it("refuses a renamed non-image by its content, and stores nothing", async () => {
    const before = listFiles(uploads()).length;
    const response = await postPhoto(t, admin.cookie, Buffer.from("name,caption\nliving room,Sunny\n"), "living-room.jpg");
    await expectError(response, 415, "unsupported_media_type", "living-room.jpg is not a JPEG, PNG or WebP image (whatever its name says). Save it as a JPEG and try again.");
    expect(listFiles(uploads()).length).toBe(before);
  });

  it("refuses a photo over 20 MB with a clear message, before reading it (and just over 20 MB with its name)", async () => {
    const huge = Buffer.concat([readFixture("houses-dataset_104_bedroom.jpg"), Buffer.alloc(21 * 1024 * 1024)]);
    await expectError(await postPhoto(t, admin.cookie, huge, "huge.jpg"), 413, "payload_too_large", "This photo is larger than 20 MB, the most one photo may be. Export it at a smaller size and try again.");
    const justOver = Buffer.concat([readFixture("houses-dataset_104_bedroom.jpg"), Buffer.alloc(20 * 1024 * 1024 - 200_000)]);
    await expectError(await postPhoto(t, admin.cookie, justOver, "just-over.jpg"), 413, "payload_too_large", /^just-over\.jpg is 20\.1 MB; each photo may be at most 20 MB\./);
  });

  it("still limits other API bodies to 1 MB", async () => {
    const response = await t.app.request("/api/v1/captions/sets", { method: "POST", headers: { cookie: admin.cookie, "content-type": "application/json" }, body: JSON.stringify({ name: "x".repeat(1_100_000) }) });
    await expectError(response, 413, "payload_too_large", "The request body is larger than 1 MB.");
  });

  it("asks for the photo field, one photo a request", async () => {
    const form = new FormData();
    form.append("photo", new File([new Uint8Array(readFixture("houses-dataset_5_bathroom.jpg"))], "a.jpg"));
    form.append("photo", new File([new Uint8Array(readFixture("houses-dataset_5_bathroom.jpg"))], "b.jpg"));
    const response = await t.app.request("/api/v1/captions", { method: "POST", body: form, headers: { cookie: admin.cookie } });
    await expectError(response, 400, "validation_failed", 'photo: Send one photo per request, as the file field "photo"');
  });
});

describe("captions from the offline writer, and their credits", () => {
  it("captions at upload when the room is picked, charging 1 credit, and a rewrite is free", async () => {
    const photo = await uploadPhoto(t, host.cookie, readFixture("houses-dataset_104_bedroom.jpg"), "bedroom.jpg", {
      roomType: "bedroom",
      features: ["king bed", "sitting area", "mountain view"],
    });
    expect(photo).toMatchObject({
      status: "captioned",
      roomType: "bedroom",
      caption: "Bright bedroom with a king bed, a sitting area and a mountain view",
      altText: "A bright bedroom with a king bed, a sitting area and a mountain view.",
      writer: { kind: "offline", label: "offline writer" },
      error: null,
      writesLeft: 4,
    });
    expect(photo.checks.every((check) => check.passed)).toBe(true);
    expect(await readCaptionBalance(t, host.cookie)).toBe(2);

    const rewritten = await writeCaption(t, host.cookie, photo.id, { roomType: "bedroom", features: ["king bed"] });
    expect(rewritten.status).toBe(200);
    expect((await readAnswer(rewritten, captionPhotoSchema)).caption).toBe("Bright bedroom with a king bed");
    expect(await readCaptionBalance(t, host.cookie)).toBe(2);
    const usage = await usageRows(host.id);
    expect(usage.map((row) => [row.amount, row.creditKind, row.reference])).toEqual([[-1, "caption", `caption:${photo.id}`]]);
  });

  it("takes features as a comma-separated field too", async () => {
    const photo = await uploadPhoto(t, admin.cookie, readFixture("houses-dataset_104_kitchen.jpg"), "kitchen.jpg", { roomType: "kitchen", features: "double oven, mountain view" });
    expect(photo.caption).toBe("Kitchen with a double oven and a mountain view");
  });

  it("waits without a room, then captions when the host picks one; without one it says what to do", async () => {
    const photo = await uploadPhoto(t, host.cookie, readFixture("houses-dataset_5_bathroom.jpg"), "bath.jpg");
    expect(photo.status).toBe("pending");
    expect(await readCaptionBalance(t, host.cookie)).toBe(2);
    await expectError(
      await writeCaption(t, host.cookie, photo.id, {}),
      400,
      "bad_request",
      "Pick the room this photo shows: without an AI model, captions are written from the room and the features you pick.",
    );
    const written = await readAnswer(await writeCaption(t, host.cookie, photo.id, { roomType: "bathroom", features: ["soaking tub", "double vanity"] }), captionPhotoSchema);
    expect(written).toMatchObject({ status: "captioned", caption: "Bright bathroom with a soaking tub and a double vanity" });
    expect(await readCaptionBalance(t, host.cookie)).toBe(1);
  });

  it("refuses a feature that breaks a marketplace rule, charging nothing", async () => {
    const photo = await uploadPhoto(t, host.cookie, readFixture("houses-dataset_118_exterior.jpg"), "front.jpg", { roomType: "exterior", features: ["call 415 555 0100"] });
    expect(photo.status).toBe("failed");
    expect(photo.error?.code).toBe("checks_failed");
    expect(photo.error?.message).toContain("Remove the phone number");
    expect(await readCaptionBalance(t, host.cookie)).toBe(1);
  });

  it("admins are not charged; the ledger records their usage at 0", async () => {
    const photo = await uploadPhoto(t, admin.cookie, readFixture("houses-dataset_500_bedroom.jpg"), "canopy.jpg", { roomType: "bedroom", features: ["canopy bed", "fireplace"] });
    expect(photo.status).toBe("captioned");
    const usage = await usageRows(admin.id);
    expect(usage.find((row) => row.reference === `caption:${photo.id}`)?.amount).toBe(0);
  });

  it("with 1 credit left, three parallel captions: one is kept and charged, two fail with the spec's message", async () => {
    const parallel = await createHost(t, 1);
    const set = await readAnswer(await t.app.request("/api/v1/captions/sets", { method: "POST", headers: { cookie: parallel.cookie, "content-type": "application/json" }, body: "{}" }), captionSetSchema);
    const files = ["houses-dataset_104_bedroom.jpg", "houses-dataset_104_kitchen.jpg", "houses-dataset_118_exterior.jpg"];
    const photos = await Promise.all(files.map((file) => uploadPhoto(t, parallel.cookie, readFixture(file), file, { setId: set.id, roomType: "other", features: "one thing" })));
    expect(photos.map((photo) => photo.status).sort()).toEqual(["captioned", "failed", "failed"]);
    for (const failed of photos.filter((photo) => photo.status === "failed")) {
      expect(failed.error).toEqual({ code: "insufficient_credits", message: "Please purchase more credits to continue." });
    }
    expect(await readCaptionBalance(t, parallel.cookie)).toBe(0);
    expect((await usageRows(parallel.id)).length).toBe(1);
  });

  it("a user without caption credits is told at once (402, where to get them) and nothing is stored", async () => {
    const broke = await createHost(t, 0);
    const response = await postPhoto(t, broke.cookie, readFixture("houses-dataset_104_bedroom.jpg"), "bedroom.jpg", { roomType: "bedroom" });
    expect(response.status).toBe(402);
    expect(await readAnswer(response, apiErrorSchema)).toEqual({
      error: {
        code: "insufficient_credits",
        message: "Please purchase more credits to continue.",
        details: { creditKind: "caption", balance: 0, href: "/pricing", message: "Each listing credit you buy brings 50 image caption credits." },
      },
    });
    expect(listFiles(path.join(uploads(), "captions", broke.id))).toEqual([]);
    expect((await readAnswer(await t.app.request("/api/v1/captions/sets", { headers: { cookie: broke.cookie } }), captionSetListSchema)).items).toEqual([]);
  });

  it("a visitor is asked to sign in", async () => {
    await expectError(await postPhoto(t, "", readFixture("houses-dataset_104_bedroom.jpg"), "x.jpg"), 401, "unauthorized", "Please sign in to continue.");
  });
});

describe("the photo audit over a set", () => {
  it("finds the near-duplicate, the dark photo, the portrait, the missing rooms, and puts the cover first", async () => {
    const bedroom = readFixture("houses-dataset_104_bedroom.jpg");
    const resaved = await sharp(bedroom).resize(900).jpeg({ quality: 60 }).toBuffer();
    const dark = await sharp(readFixture("houses-dataset_104_kitchen.jpg")).linear(0.2, 0).jpeg().toBuffer();
    const first = await uploadPhoto(t, admin.cookie, bedroom, "bedroom.jpg", { roomType: "bedroom", bedrooms: "2" });
    const setId = first.setId;
    const copy = await uploadPhoto(t, admin.cookie, resaved, "bedroom-copy.jpg", { setId, roomType: "bedroom" });
    const kitchen = await uploadPhoto(t, admin.cookie, dark, "kitchen-dark.jpg", { setId, roomType: "kitchen" });
    const portrait = await uploadPhoto(t, admin.cookie, readFixture("houses-dataset_201_bathroom_portrait.jpg"), "bath.jpg", { setId });
    const front = await uploadPhoto(t, admin.cookie, readFixture("houses-dataset_118_exterior.jpg"), "front.jpg", { setId, roomType: "exterior" });

    const set = await readSet(t, admin.cookie, setId);
    expect(set.photos.map((photo) => photo.position)).toEqual([1, 2, 3, 4, 5]);
    const { audit } = set;
    expect(audit.duplicateGroups).toEqual([[first.id, copy.id]]);
    const issuesOf = (id: string) => set.photos.find((photo) => photo.id === id)!.issues.map((issue) => issue.kind);
    expect(issuesOf(copy.id)).toContain("near_duplicate");
    expect(issuesOf(kitchen.id)).toEqual(["dark"]);
    expect(issuesOf(portrait.id)).toEqual(expect.arrayContaining(["portrait", "low_resolution"]));
    expect(issuesOf(front.id)).toEqual([]);
    expect(audit.count).toMatchObject({ min: 20, max: 35, verdict: "too_few" });
    expect(audit.rooms.missing).toEqual(["living_room", "bathroom"]);
    expect(audit.rooms.unlabelled).toBe(1);
    expect(audit.coverId).toBe(front.id);
    expect(audit.order[0]).toBe(front.id);
    expect(audit.order.at(-1)).toBe(copy.id);
  });

  it("follows the bedrooms of the set when they change", async () => {
    const photo = await uploadPhoto(t, admin.cookie, readFixture("houses-dataset_5_bathroom.jpg"), "b.jpg");
    const response = await t.app.request(`/api/v1/captions/sets/${photo.setId}`, {
      method: "PATCH",
      headers: { cookie: admin.cookie, "content-type": "application/json" },
      body: JSON.stringify({ bedrooms: 0, name: "Studio" }),
    });
    expect(response.status).toBe(200);
    const set = await readAnswer(response, captionSetSchema);
    expect(set.name).toBe("Studio");
    expect(set.audit.count.min).toBe(15);
    expect(set.audit.rooms.required).not.toContain("bedroom");
  });
});

describe("history, exports and deletion", () => {
  it("lists the user's sets only, newest first, with counts", async () => {
    const own = await createHost(t, 5);
    const a = await uploadPhoto(t, own.cookie, readFixture("houses-dataset_104_bedroom.jpg"), "a.jpg", { roomType: "bedroom" });
    await uploadPhoto(t, own.cookie, readFixture("houses-dataset_104_kitchen.jpg"), "b.jpg", { setId: a.setId });
    const response = await t.app.request("/api/v1/captions/sets", { headers: { cookie: own.cookie } });
    const { items } = await readAnswer(response, captionSetListSchema);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: a.setId, photoCount: 2, captionedCount: 1, coverThumbnailUrl: a.thumbnailUrl });
    await expectError(await t.app.request(`/api/v1/captions/sets/${a.setId}`, { headers: { cookie: host.cookie } }), 404, "not_found", "This photo set does not exist, or it is not yours.");
  });

  it("exports every caption as CSV and JSON, in the suggested order", async () => {
    const own = await createHost(t, 5);
    const first = await uploadPhoto(t, own.cookie, readFixture("houses-dataset_5_bathroom.jpg"), "bath.jpg", { roomType: "bathroom", features: "soaking tub" });
    await uploadPhoto(t, own.cookie, readFixture("houses-dataset_118_exterior.jpg"), "=front.jpg", { setId: first.setId, roomType: "exterior", features: "garage, driveway" });
    const csv = await t.app.request(`/api/v1/captions/sets/${first.setId}/export?format=csv`, { headers: { cookie: own.cookie } });
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="captions-photos-of-[a-z0-9-]+\.csv"$/);
    const lines = (await csv.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe("order,file,room,features,caption,caption_characters,alt_text,alt_text_characters,width,height,issues,writer");
    expect(lines[1]).toBe("1,'=front.jpg,Outside of the home,garage; driveway,Outside the home with a garage and a driveway,45,The outside of the home with a garage and a driveway.,53,1024,683,,offline writer");
    expect(lines[2]).toMatch(/^2,bath\.jpg,Bathroom,soaking tub,Bright bathroom with a soaking tub,34,A bright bathroom with a soaking tub\.,37,905,599,/);

    const json = await t.app.request(`/api/v1/captions/sets/${first.setId}/export?format=json`, { headers: { cookie: own.cookie } });
    const body = (await json.json()) as { photos: Array<{ order: number; fileName: string; caption: string }>; audit: { count: { verdict: string } } };
    expect(body.photos.map((photo) => [photo.order, photo.fileName])).toEqual([[1, "=front.jpg"], [2, "bath.jpg"]]);
    expect(body.audit.count.verdict).toBe("too_few");
  });

  it("deletes a photo with its stored copies, then the whole set", async () => {
    const own = await createHost(t, 2);
    const photo = await uploadPhoto(t, own.cookie, readFixture("houses-dataset_104_bedroom.jpg"), "a.jpg");
    const other = await uploadPhoto(t, own.cookie, readFixture("houses-dataset_104_kitchen.jpg"), "b.jpg", { setId: photo.setId });
    const folder = path.join(uploads(), "captions", own.id);
    expect(listFiles(folder)).toHaveLength(6);
    expect((await t.app.request(`/api/v1/captions/photos/${photo.id}`, { method: "DELETE", headers: { cookie: own.cookie } })).status).toBe(204);
    expect(listFiles(folder)).toHaveLength(3);
    expect((await readSet(t, own.cookie, photo.setId)).photos.map((p) => p.id)).toEqual([other.id]);
    expect((await t.app.request(`/api/v1/captions/sets/${photo.setId}`, { method: "DELETE", headers: { cookie: own.cookie } })).status).toBe(204);
    expect(listFiles(folder)).toEqual([]);
    expect((await t.app.request(`/api/v1/captions/sets/${photo.setId}`, { headers: { cookie: own.cookie } })).status).toBe(404);
  });

  it("deleting the account deletes its stored photo files too, and nobody else's", async () => {
    const own = await createHost(t, 1);
    await uploadPhoto(t, own.cookie, readFixture("houses-dataset_104_bedroom.jpg"), "a.jpg");
    const folder = path.join(uploads(), "captions", own.id);
    const othersBefore = listFiles(uploads()).filter((file) => !file.startsWith(folder));
    expect(listFiles(folder)).toHaveLength(3);
    const deleted = await authPost(t, "/delete-user", { password: own.password }, { cookie: own.cookie });
    expect(deleted.status).toBe(200);
    expect(listFiles(folder)).toEqual([]);
    expect(listFiles(uploads())).toEqual(othersBefore);
  });

  it("a set holds 30 photos; the 31st is refused at once", async () => {
    const own = await createHost(t, 1);
    const tile = (i: number) => sharp({ create: { width: 64, height: 48, channels: 3, background: { r: i * 8, g: 100, b: 255 - i * 8 } } }).png().toBuffer();
    const first = await uploadPhoto(t, own.cookie, await tile(0), "tile-0.png");
    for (let i = 1; i < 30; i++) await uploadPhoto(t, own.cookie, await tile(i), `tile-${i}.png`, { setId: first.setId });
    const response = await postPhoto(t, own.cookie, await tile(30), "tile-30.png", { setId: first.setId });
    await expectError(response, 409, "conflict", "This set already holds 30 photos, the most one set can. Remove some, or start a new set.");
    expect(listFiles(path.join(uploads(), "captions", own.id))).toHaveLength(90);
  });

  it("says who writes the captions", async () => {
    const response = await t.app.request("/api/v1/captions/writer", { headers: { cookie: host.cookie } });
    expect(await readAnswer(response, captionWriterInfoSchema)).toEqual({ kind: "offline", label: "offline writer", maxPhotoBytes: 20 * 1024 * 1024, maxPhotosPerSet: 30, captionMaxCharacters: 100, altTextMaxCharacters: 125 });
  });
});
