import { hashPassword } from "better-auth/crypto";
import type { Database } from "../../server/db/client";
import { account, user } from "../../server/db/schema/auth";
import { creditTransactions, payments, subscriptions } from "../../server/db/schema/billing";
import { contactMessages } from "../../server/db/schema/contact";
import { grades } from "../../server/db/schema/grades";
import { listings } from "../../server/db/schema/listings";
import { pageViews } from "../../server/db/schema/page-views";
import { serverInstances } from "../../server/db/schema/server-instances";

/** The owner's password: a restored database must still let them sign in with it. */
export const SEEDED_OWNER = { id: "u-owner", email: "zoe.owner@example.com", password: "restored horse battery" };

/** Text that a dump must carry through unchanged: quotes, backslashes, tabs, new lines, accents, CJK, an emoji. */
export const AWKWARD_TEXT = 'Zoë\'s "loft" \\ C:\\path\ttab\nnew line — 日本の家 🏡 {"not": "json"}';

/**
 * An operator's database in miniature: two accounts (one admin, with real password hashes), balances and a ledger with
 * gaps in its ids, a payment, graded listings with nested JSON, a generated listing, page views, a support message and
 * the heartbeat of the server that wrote them.
 */
export async function seedOperatorData(db: Database): Promise<void> {
  const at = (iso: string) => new Date(iso);
  await db.insert(user).values([
    { id: SEEDED_OWNER.id, name: "Zoë Owner", email: SEEDED_OWNER.email, emailVerified: true, createdAt: at("2026-01-02T03:04:05.678Z") },
    { id: "u-admin", name: "Ops Admin", email: "ops@example.com", emailVerified: true, role: "admin" },
  ]);
  await db.insert(account).values([
    { id: "a-owner", accountId: SEEDED_OWNER.id, providerId: "credential", userId: SEEDED_OWNER.id, password: await hashPassword(SEEDED_OWNER.password) },
    { id: "a-admin", accountId: "u-admin", providerId: "credential", userId: "u-admin", password: await hashPassword("admin horse battery") },
  ]);
  await db.insert(subscriptions).values([
    { id: "s-owner", userId: SEEDED_OWNER.id, planType: "one_time", creditsRemaining: 3, imageCaptionCredits: 50, isActive: true, hasUsedLaunchSpecial: true },
    { id: "s-admin", userId: "u-admin", planType: "admin", creditsRemaining: 999_999, imageCaptionCredits: 999_999, isActive: true },
  ]);
  await db.insert(payments).values({ id: "p-1", userId: SEEDED_OWNER.id, provider: "demo", packId: "launch_special", amountCents: 500, status: "paid", completedAt: at("2026-01-03T00:00:00Z") });
  await db.insert(creditTransactions).values([
    { id: 1, userId: SEEDED_OWNER.id, amount: 1, creditKind: "listing", transactionType: "purchase", description: "Launch Special", balanceAfter: 1, reference: "p-1" },
    { id: 2, userId: SEEDED_OWNER.id, amount: 50, creditKind: "caption", transactionType: "purchase", description: "Launch Special", balanceAfter: 50, reference: "p-1" },
    { id: 7, userId: SEEDED_OWNER.id, amount: 3, creditKind: "listing", transactionType: "adjustment", description: AWKWARD_TEXT, balanceAfter: 4 },
    { id: 42, userId: SEEDED_OWNER.id, amount: -1, creditKind: "listing", transactionType: "usage", description: "Listing: Loft", balanceAfter: 3, reference: "l-1" },
  ]);
  const result = { overallScore: 71, sections: [{ name: "title", score: 18, notes: [AWKWARD_TEXT] }], nested: { deep: { list: [1, 2.5, null, true] } } };
  await db.insert(grades).values([
    { id: "g-1", userId: SEEDED_OWNER.id, source: "url", listingUrl: "https://www.airbnb.com/rooms/1944564", marketplaceListingId: "1944564", title: "Loft", overallScore: 71, qualityLevel: "Good", result, listing: { title: "Loft", description: AWKWARD_TEXT } },
    { id: "g-2", visitorId: "visitor-1", source: "text", title: AWKWARD_TEXT, overallScore: 40, qualityLevel: "Fair", result: {}, listing: {} },
  ]);
  await db.insert(listings).values({ id: "l-1", userId: SEEDED_OWNER.id, status: "ready", origin: "web", marketplace: "airbnb", language: "en", facts: { propertyType: "Loft", amenities: ["Wifi"] }, output: { title: "Loft" }, title: "Loft", overallScore: 80, completedAt: at("2026-01-04T00:00:00Z"), claimedBy: "instance-embedded" });
  await db.insert(serverInstances).values({ id: "instance-embedded", startedAt: at("2026-01-04T00:00:00Z"), lastSeenAt: at("2026-01-05T06:07:08.901Z") });
  await db.insert(pageViews).values([
    { id: 3, path: "/", visitorId: "visitor-1" },
    { id: 4, path: "/pricing", referrer: "https://search.example/?q=a&b=c", userId: SEEDED_OWNER.id },
    { id: 10, path: "/blog/listing-title-50-characters" },
  ]);
  await db.insert(contactMessages).values({ name: "Zoë", email: SEEDED_OWNER.email, subject: "Hello", message: AWKWARD_TEXT, ipAddress: "203.0.113.9" });
}
