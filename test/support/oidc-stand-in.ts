import http from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

export const OIDC_CLIENT = { id: "listinglift-test", secret: "a-test-client-secret-that-is-long-enough" };

/**
 * A real OpenID Connect provider (the oidc-provider package) on 127.0.0.1, with its development login and consent
 * screens: any login name signs in, as that name @example.com.
 */
export async function startOidcProvider(redirectUri: string): Promise<{ issuer: string; close(): Promise<void> }> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: [redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: `${id}@example.com`, email_verified: true, name: `Host ${id}` }),
    }),
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ["test-cookie-key-0123456789"] },
  });
  server.on("request", provider.callback());
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's cookie jar for one origin, enough to walk a redirect flow with fetch. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const [name, ...value] = pair!.split("=");
      this.cookies.set(name!.trim(), value.join("="));
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}
