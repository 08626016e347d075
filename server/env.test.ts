import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

describe("parseEnv", () => {
  it("gives the embedded defaults when nothing is set", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.baseUrl).toBe("http://localhost:3000");
    expect(env.FORCE_HTTPS).toBe(false);
    expect(env.ADMIN_EMAILS).toEqual([]);
  });

  it("reads flags, lists and the base URL", () => {
    const env = parseEnv({
      PORT: "8080",
      FORCE_HTTPS: "true",
      TRUST_PROXY: "1",
      ADMIN_EMAILS: " Ops@Example.com, b@example.com ,",
      BASE_URL: "https://listinglift.example/",
      DATABASE_URL: "postgres://u@db/app",
    });
    expect(env.PORT).toBe(8080);
    expect(env.FORCE_HTTPS).toBe(true);
    expect(env.TRUST_PROXY).toBe(true);
    expect(env.ADMIN_EMAILS).toEqual(["ops@example.com", "b@example.com"]);
    expect(env.baseUrl).toBe("https://listinglift.example");
  });

  it("gives the places settings their public defaults", () => {
    const env = parseEnv({});
    expect(env.PLACES_PROVIDER).toBeUndefined();
    expect(env.NOMINATIM_BASE_URL).toBe("https://nominatim.openstreetmap.org");
    expect(env.OVERPASS_BASE_URL).toBe("https://overpass-api.de/api/interpreter");
    expect(env.GOOGLE_PLACES_BASE_URL).toBe("https://places.googleapis.com");
    expect(env.PLACES_RADIUS_METERS).toBe(1500);
    expect(() => parseEnv({ PLACES_RADIUS_METERS: "20000" })).toThrow("PLACES_RADIUS_METERS");
  });

  it("reads GRADER_RESULTS: signed-in by default, admins or everyone, and nothing else", () => {
    expect(parseEnv({}).GRADER_RESULTS).toBe("signed-in");
    expect(parseEnv({ GRADER_RESULTS: "admins" }).GRADER_RESULTS).toBe("admins");
    expect(parseEnv({ GRADER_RESULTS: "everyone" }).GRADER_RESULTS).toBe("everyone");
    expect(() => parseEnv({ GRADER_RESULTS: "users" })).toThrow("GRADER_RESULTS");
  });

  it("lists every bad variable by name in one error", () => {
    let error: unknown;
    try {
      parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud", FORCE_HTTPS: "yes" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as EnvError).message;
    for (const name of ["PORT", "DATABASE_URL", "LOG_LEVEL", "FORCE_HTTPS"]) expect(message).toContain(`${name}:`);
  });

  it("takes S3 storage settings together: keys in pairs, and a bucket with them", () => {
    expect(parseEnv({ S3_BUCKET: "photos", S3_ENDPOINT: "http://127.0.0.1:9000", S3_FORCE_PATH_STYLE: "true" })).toMatchObject({
      S3_BUCKET: "photos",
      S3_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: true,
    });
    expect(() => parseEnv({ S3_BUCKET: "photos", S3_ACCESS_KEY_ID: "key" })).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/);
    expect(() => parseEnv({ S3_ENDPOINT: "http://127.0.0.1:9000" })).toThrow(/S3_BUCKET: must be set/);
  });
});
