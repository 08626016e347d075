import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ReverseProxy {
  url: string;
  close(): Promise<void>;
}

/**
 * A reverse proxy in front of `target` that does what docs/deploy.md's nginx does: X-Forwarded-For gets the client's
 * address appended to whatever the client sent ($proxy_add_x_forwarded_for), X-Forwarded-Proto says http.
 */
export async function startReverseProxy(target: string): Promise<ReverseProxy> {
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    const sent = req.headers["x-forwarded-for"];
    const forwardedFor = [...(Array.isArray(sent) ? sent : sent ? [sent] : []), req.socket.remoteAddress ?? ""].join(", ");
    const forward = http.request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, "x-forwarded-for": forwardedFor, "x-forwarded-proto": "http" },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on("error", () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
