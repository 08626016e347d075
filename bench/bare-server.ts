import { spawn } from "node:child_process";
import { freePort, waitUntilAnswering } from "./built-server";

/** The yardstick: Node's own http server answering a small JSON, nothing else, in its own process. */
const BARE_SERVER_SOURCE = `
const http = require("node:http");
const body = JSON.stringify({ status: "ok" });
http
  .createServer((req, res) => {
    res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
    res.end(body);
  })
  .listen(Number(process.env.PORT), "127.0.0.1");
`;

export async function startBareServer(): Promise<{ origin: string; pid: number; stop(): Promise<void> }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["-e", BARE_SERVER_SOURCE], { env: { ...process.env, PORT: String(port) }, stdio: ["ignore", "ignore", "inherit"] });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await waitUntilAnswering(child, origin);
  return {
    origin,
    pid: child.pid!,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
