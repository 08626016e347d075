// Paired start comparison (docs/benchmarks.md, "The embedded first start", stop of 2026-11-28): alternates
// build/<folder>/server.js for each folder named (copies of build/node from different commits, beside the same
// build/client and template), a first start on a fresh DATA_DIR then a restart, as bench/first-start.ts measures, and
// also reads each process's CPU time. Usage: node bench/compare-starts.mjs <rounds> node-old node-new
// AB_NODE=<node binary>; AB_COLD_FIRST=1 AB_CACHE_LABELS=node-new: a fresh NODE_COMPILE_CACHE per first start.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
const [rounds, ...labels] = process.argv.slice(2);
const nodeBin = process.env.AB_NODE ?? process.execPath;
async function freePort() { const s = net.createServer(); await new Promise(r => s.listen(0, "127.0.0.1", r)); const { port } = s.address(); await new Promise(r => s.close(r)); return port; }
function cpu(pid) { const f = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" "); return (Number(f[11]) + Number(f[12])) / 100; }
function peak(pid) { const kb = Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0); return Math.round(kb / 1024); }
async function once(dir, dataDir, extraEnv = {}) {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(nodeBin, [`build/${dir}/server.js`], { env: { ...process.env, ...extraEnv, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: "production", LOG_LEVEL: "warn" }, stdio: ["ignore", "ignore", "inherit"] });
  const exited = new Promise(r => child.once("exit", r));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error("server stopped");
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(r => r.ok).catch(() => false);
      if (ok) break;
      await new Promise(r => setTimeout(r, 20));
    }
    return { s: (performance.now() - t0) / 1000, mb: peak(child.pid), cpu: cpu(child.pid) };
  } finally { child.kill("SIGTERM"); await exited; }
}
const res = Object.fromEntries(labels.map(l => [l, []]));
const load = [];
for (let i = 0; i < Number(rounds); i++) {
  const order = i % 2 ? [...labels].reverse() : labels;
  for (const l of order) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ws-ab-"));
    try {
      // AB_COLD_FIRST: each first start with an empty compile cache (a fresh machine), its restart with what it left.
      // Only for the builds that call module.enableCompileCache(): the variable alone turns the cache on in Node 22.1+.
      const cache = process.env.AB_COLD_FIRST && (process.env.AB_CACHE_LABELS ?? "").split(",").includes(l) ? { NODE_COMPILE_CACHE: path.join(dataDir, "compile-cache") } : {};
      const first = await once(l, dataDir, cache); const restart = await once(l, dataDir, cache);
      res[l].push({ first, restart });
    } finally { fs.rmSync(dataDir, { recursive: true, force: true }); }
  }
  load.push(os.loadavg()[0]);
  process.stderr.write(`round ${i}: ` + labels.map(l => `${l} ${res[l].at(-1).first.s.toFixed(2)}/${res[l].at(-1).first.cpu.toFixed(2)}c/${res[l].at(-1).first.mb} ${res[l].at(-1).restart.s.toFixed(2)}/${res[l].at(-1).restart.cpu.toFixed(2)}c/${res[l].at(-1).restart.mb}`).join("  ") + ` load ${os.loadavg()[0].toFixed(1)}\n`);
}
const med = a => { const s = [...a].sort((x, y) => x - y); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
for (const l of labels) {
  const r = res[l];
  console.log(`${l}: n=${r.length} first ${med(r.map(x => x.first.s)).toFixed(2)} s (cpu ${med(r.map(x => x.first.cpu)).toFixed(2)} s) ${med(r.map(x => x.first.mb))} MB; restart ${med(r.map(x => x.restart.s)).toFixed(2)} s (cpu ${med(r.map(x => x.restart.cpu)).toFixed(2)} s) ${med(r.map(x => x.restart.mb))} MB`);
}
if (labels.length >= 2) {
  const [a, ...others] = labels;
  for (const b of others) {
    const d = (k, f) => med(res[a].map((x, i) => res[b][i][k][f] - x[k][f]));
    console.log(`${b} - ${a} paired medians: first ${d("first", "s").toFixed(2)} s (cpu ${d("first", "cpu").toFixed(2)} s) ${d("first", "mb")} MB; restart ${d("restart", "s").toFixed(2)} s (cpu ${d("restart", "cpu").toFixed(2)} s) ${d("restart", "mb")} MB`);
  }
}
console.log(`load average during: min ${Math.min(...load).toFixed(1)} median ${med(load).toFixed(1)} max ${Math.max(...load).toFixed(1)}`);
console.log(JSON.stringify(res));
