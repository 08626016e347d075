import { describe, expect, it } from "vitest";
import { type AuditPhotoInput, auditPhotoSet } from "./audit-photo-set";
import { hammingDistance, requiredRoomTypes } from "./audit-rules";

let counter = 0;
/** A good landscape photo; hashes differ a lot unless a test gives one. */
function photo(overrides: Partial<AuditPhotoInput> = {}): AuditPhotoInput {
  counter += 1;
  const hash = (BigInt(counter) * 0x9e3779b97f4a7c15n) & 0xffffffffffffffffn;
  return {
    id: `p${counter}`,
    position: counter,
    fileName: `photo-${counter}.jpg`,
    width: 2048,
    height: 1365,
    hash: hash.toString(16).padStart(16, "0"),
    brightness: 140,
    sharpness: 0.5,
    roomType: null,
    ...overrides,
  };
}

const kinds = (audit: ReturnType<typeof auditPhotoSet>, id: string) => audit.photos.find((p) => p.id === id)!.issues.map((i) => i.kind);

describe("auditPhotoSet: each photo", () => {
  it("flags a photo below 1024 × 683 (either orientation), a portrait, a dark and a blurred photo", () => {
    const small = photo({ width: 640, height: 480 });
    const justEnough = photo({ width: 1024, height: 683 });
    const portrait = photo({ width: 683, height: 1024 });
    const dark = photo({ brightness: 40 });
    const blurred = photo({ sharpness: 0.02 });
    const audit = auditPhotoSet({ photos: [small, justEnough, portrait, dark, blurred], bedrooms: 1 });
    expect(kinds(audit, small.id)).toEqual(["low_resolution"]);
    expect(kinds(audit, justEnough.id)).toEqual([]);
    expect(kinds(audit, portrait.id)).toEqual(["portrait"]);
    expect(kinds(audit, dark.id)).toEqual(["dark"]);
    expect(kinds(audit, blurred.id)).toEqual(["blurred"]);
    expect(audit.photos.find((p) => p.id === small.id)!.issues[0]!.message).toContain("640 × 480");
  });
});

describe("auditPhotoSet: near-duplicates", () => {
  it("groups photos a few bits apart and keeps the better one", () => {
    const original = photo({ hash: "f0f0e2c8dde4ecf0", sharpness: 0.5 });
    const copy = photo({ hash: "f0f0e2c8dde4ecf1", sharpness: 0.2 });
    const other = photo({ hash: "90c3829694958530" });
    const audit = auditPhotoSet({ photos: [copy, original, other], bedrooms: null });
    expect(audit.duplicateGroups).toEqual([[original.id, copy.id]]);
    expect(kinds(audit, copy.id)).toEqual(["near_duplicate"]);
    expect(audit.photos.find((p) => p.id === copy.id)!.issues[0]).toMatchObject({ duplicateOf: original.id });
    expect(kinds(audit, original.id)).toEqual([]);
    expect(audit.distinctCount).toBe(2);
    expect(audit.order.at(-1)).toBe(copy.id);
  });

  it("joins chains: A near B and B near C make one group", () => {
    const a = photo({ hash: "0000000000000000" });
    const b = photo({ hash: "00000000000000ff" });
    const c = photo({ hash: "000000000000ffff" });
    expect(hammingDistance(a.hash, c.hash)).toBe(16);
    expect(auditPhotoSet({ photos: [a, b, c], bedrooms: null }).duplicateGroups).toHaveLength(1);
  });
});

describe("auditPhotoSet: the set", () => {
  it("counts distinct photos against the range for the home's size", () => {
    const few = auditPhotoSet({ photos: [photo(), photo()], bedrooms: 2 });
    expect(few.count).toMatchObject({ min: 20, max: 35, verdict: "too_few" });
    expect(few.count.message).toBe("2 distinct photos: 20 to 35 suit a 2-bedroom home. Add a few shots of every space guests use.");
    const many = auditPhotoSet({ photos: Array.from({ length: 26 }, () => photo()), bedrooms: 1 });
    expect(many.count.verdict).toBe("too_many");
    const right = auditPhotoSet({ photos: Array.from({ length: 15 }, () => photo()), bedrooms: 0 });
    expect(right.count.verdict).toBe("in_range");
  });

  it("names the required spaces the set leaves out; a studio needs no bedroom photo", () => {
    expect(requiredRoomTypes(0)).not.toContain("bedroom");
    expect(requiredRoomTypes(null)).toContain("bedroom");
    const audit = auditPhotoSet({ photos: [photo({ roomType: "kitchen" }), photo({ roomType: "bedroom" }), photo()], bedrooms: 3 });
    expect(audit.rooms.missing).toEqual(["exterior", "living_room", "bathroom"]);
    expect(audit.rooms.unlabelled).toBe(1);
    expect(audit.rooms.messages).toEqual([
      "No photo of: outside of the home, living room, bathroom.",
      "3 bedrooms but 1 bedroom photo: show each bedroom.",
      "1 photo has no room yet: pick one to check that the set shows every space.",
    ]);
  });

  it("suggests a cover without problems from the preferred rooms, then the walkthrough order", () => {
    const bathroom = photo({ roomType: "bathroom" });
    const darkLiving = photo({ roomType: "living_room", brightness: 30 });
    const exterior = photo({ roomType: "exterior" });
    const kitchen = photo({ roomType: "kitchen" });
    const bedroom = photo({ roomType: "bedroom" });
    const unknown = photo();
    const audit = auditPhotoSet({ photos: [bathroom, darkLiving, exterior, kitchen, bedroom, unknown], bedrooms: 1 });
    expect(audit.coverId).toBe(exterior.id);
    expect(audit.coverReason).toBe(`${exterior.fileName} shows the outside of the home and is sharp, well lit, in landscape and large enough. A cover should show the main space or the outside.`);
    expect(audit.order).toEqual([exterior.id, darkLiving.id, kitchen.id, bedroom.id, bathroom.id, unknown.id]);
  });

  it("prefers the sharper of two photos of the same room", () => {
    const soft = photo({ roomType: "living_room", sharpness: 0.2 });
    const crisp = photo({ roomType: "living_room", sharpness: 0.9 });
    expect(auditPhotoSet({ photos: [soft, crisp], bedrooms: 1 }).order).toEqual([crisp.id, soft.id]);
  });

  it("still picks a cover when every photo has a problem, and says so", () => {
    const audit = auditPhotoSet({ photos: [photo({ width: 400, height: 300 })], bedrooms: 1 });
    expect(audit.coverReason).toContain("every photo has a problem");
  });

  it("an empty set has no cover and no order", () => {
    const audit = auditPhotoSet({ photos: [], bedrooms: null });
    expect(audit).toMatchObject({ photoCount: 0, coverId: null, order: [], duplicateGroups: [] });
  });
});
