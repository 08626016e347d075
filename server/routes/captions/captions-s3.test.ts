import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readError } from "../../../test/support/read-answer";
import { readExifGps } from "../../../test/support/read-exif-gps";
import { startS3StandIn } from "../../../test/support/s3-stand-in";
import { useTestApp } from "../../../test/support/test-app";
import { expectError } from "../../../test/support/billing-requests";
import { createHost, type HostAccount, listFiles, postPhoto, readCaptionBalance, readFixture, uploadPhoto } from "../../../test/support/caption-requests";

// The storage seam set to S3 (S3_BUCKET and friends), against a local stand-in that speaks S3's object protocol.
const s3 = await startS3StandIn({ bucket: "listing-photos", accessKeyId: "AKIACAPTIONS" });
const t = useTestApp({
  env: {
    TRUST_PROXY: "true",
    S3_BUCKET: "listing-photos",
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: "eu-west-1",
    S3_ACCESS_KEY_ID: "AKIACAPTIONS",
    S3_SECRET_ACCESS_KEY: "not-a-real-secret",
    S3_FORCE_PATH_STYLE: "true",
  },
});
let host: HostAccount;

beforeAll(async () => {
  host = await createHost(t, 2);
});
afterAll(async () => {
  await s3.close();
});

describe("photos stored in an S3-compatible bucket", () => {
  it("puts the three EXIF-free copies in the bucket, serves the thumbnail from it, and deletes them with the photo", async () => {
    const photo = await uploadPhoto(t, host.cookie, readFixture("exif-gps_DSCN0021.jpg"), "park.jpg", { roomType: "outdoor_space", features: "bench" });
    expect(photo.caption).toBe("Outdoor space with a bench");
    const prefix = `captions/${host.id}/${photo.id}/`;
    const keys = [...s3.objects.keys()].filter((key) => key.startsWith(prefix)).sort();
    expect(keys).toEqual([`${prefix}image.jpg`, `${prefix}model.jpg`, `${prefix}thumbnail.webp`]);
    expect(s3.objects.get(`${prefix}thumbnail.webp`)?.contentType).toBe("image/webp");
    for (const key of keys) {
      const { body } = s3.objects.get(key)!;
      expect((await sharp(body).metadata()).exif, key).toBeUndefined();
      expect(await readExifGps(body)).toBeNull();
    }
    expect(s3.requests.every((request) => request.authorization?.includes("Credential=AKIACAPTIONS/") && request.authorization.includes("/eu-west-1/s3/"))).toBe(true);
    expect(listFiles(path.join(t.env.dataDir, "uploads"))).toEqual([]);

    const thumbnail = await t.app.request(photo.thumbnailUrl, { headers: { cookie: host.cookie } });
    expect(thumbnail.status).toBe(200);
    expect(Buffer.from(await thumbnail.arrayBuffer())).toEqual(s3.objects.get(`${prefix}thumbnail.webp`)!.body);

    expect((await t.app.request(`/api/v1/captions/photos/${photo.id}`, { method: "DELETE", headers: { cookie: host.cookie } })).status).toBe(204);
    expect([...s3.objects.keys()].filter((key) => key.startsWith(prefix))).toEqual([]);
  });

  it("answers a clear 404 when the bucket lost a photo's thumbnail", async () => {
    const photo = await uploadPhoto(t, host.cookie, readFixture("houses-dataset_5_bathroom.jpg"), "bath.jpg");
    s3.objects.delete(`captions/${host.id}/${photo.id}/thumbnail.webp`);
    const response = await t.app.request(photo.thumbnailUrl, { headers: { cookie: host.cookie } });
    expect(response.status).toBe(404);
    expect((await readError(response)).message).toBe("The stored copy of this photo is missing. Delete it and upload it again.");
  });

  it("answers 503 when the bucket will not take the photo, storing and charging nothing", async () => {
    s3.failNext(12);
    const response = await postPhoto(t, host.cookie, readFixture("houses-dataset_104_kitchen.jpg"), "kitchen.jpg", { roomType: "kitchen" });
    s3.failNext(0);
    await expectError(response, 503, "service_unavailable", "The photo could not be stored just now. Nothing was charged; please try again in a minute.");
    expect(await readCaptionBalance(t, host.cookie)).toBe(1);
  });
});
