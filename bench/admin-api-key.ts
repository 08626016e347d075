import path from "node:path";
import { findLink, readLatestEmail } from "../test/support/outbox";

export const BENCH_ADMIN_EMAIL = "bench-admin@example.com";

const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .join("; ");

/**
 * An API key of an admin on a running server, made as a person would: sign up (the server was started with
 * ADMIN_EMAILS naming this address), follow the link in the outbox e-mail, create a key with that session.
 */
export async function createAdminApiKey(origin: string, dataDir: string): Promise<string> {
  const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email: BENCH_ADMIN_EMAIL, password: "correct horse battery", name: "Bench Admin" }),
  });
  if (!signUp.ok) throw new Error(`bench sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const link = new URL(findLink(readLatestEmail(path.join(dataDir, "outbox"), BENCH_ADMIN_EMAIL).text));
  const verified = await fetch(`${origin}${link.pathname}${link.search}`, { redirect: "manual" });
  const cookie = cookiesOf(verified);
  if (!cookie) throw new Error(`the verification link answered ${verified.status} without a session`);
  const created = await fetch(`${origin}/api/v1/api-keys`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, cookie },
    body: JSON.stringify({ name: "load bench" }),
  });
  if (created.status !== 201) throw new Error(`creating the API key answered ${created.status}: ${await created.text()}`);
  return ((await created.json()) as { key: string }).key;
}
