import type { Grant, Payment } from "../../../contracts/billing";
import { findProduct, type Product } from "../../../core/credits/products";
import type { payments } from "../../db/schema/billing";

export function presentGrant(product: Product): Grant {
  return {
    product: product.kind,
    packId: product.packId,
    name: product.name,
    listingCredits: product.listingCredits,
    captionCredits: product.captionCredits,
    message: product.successMessage,
  };
}

export function presentPayment(row: typeof payments.$inferSelect): Payment {
  const product = findProduct(row.packId);
  if (!product) throw new Error(`payment ${row.id} names an unknown product ${row.packId}`);
  return {
    id: row.id,
    provider: row.provider,
    status: row.status,
    amountCents: row.amountCents,
    currency: row.currency,
    grant: presentGrant(product),
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}
