// `node scripts/llama-server/ensure.mjs`: makes sure a llama.cpp `llama-server` binary exists on this machine and
// prints its path (and nothing else) on standard output. The llama.cpp source comes from the npm package
// node-llama-cpp, which carries it as a git bundle; the build is cached outside the repository, keyed by the llama.cpp
// commit and the CPU's flags (the build uses -march=native), so only the first run on a machine pays for it.
//
// Beside the binary the cache keeps llama.cpp's gguf-py (the Python GGUF writer) and the real Qwen2 tokenizer
// (models/ggml-vocab-qwen2.gguf), from which test/real-model writes its small models.
//
// Options:
//   --from <llama.cpp tree>  fill the cache from a tree already built with the same commit and flags (no build)
//   --configure-only         run every step up to and including `cmake` configure, then stop (checks the build path)
//   --print-cache-dir        print the cache folder this machine uses and exit
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const NODE_LLAMA_CPP_VERSION = "3.21.1";
/** The llama.cpp commit inside node-llama-cpp@3.21.1's gitRelease.bundle (tag v0.4.0 of that package's release). */
export const LLAMA_CPP_COMMIT = "80fb11ac73e66d89eae2c6a91d8a77428fa733ed";
const CMAKE_FLAGS = [
  "-DCMAKE_BUILD_TYPE=Release",
  "-DLLAMA_CURL=OFF",
  "-DLLAMA_OPENSSL=OFF",
  "-DLLAMA_BUILD_TESTS=OFF",
  "-DLLAMA_BUILD_EXAMPLES=OFF",
  "-DBUILD_SHARED_LIBS=OFF",
];
/** Debian's python3 has the packages gguf-py needs (python3-numpy, python3-yaml, python3-tqdm). */
export const SYSTEM_PYTHON = process.env.LLAMA_PYTHON ?? "/usr/bin/python3";
const APT_PACKAGES = "cmake build-essential git python3-numpy python3-yaml python3-tqdm";

const log = (message) => process.stderr.write(`[llama-server] ${message}\n`);

function fail(message) {
  log(message);
  process.exit(1);
}

/** A short hash of what the compiler's -march=native sees, so a cache moved to another CPU is not used there. */
function cpuKey() {
  let flags = "";
  try {
    flags = fs.readFileSync("/proc/cpuinfo", "utf8").match(/^flags\s*:(.*)$/m)?.[1]?.trim() ?? "";
  } catch {
    // not Linux: the CPU model stands in for its flags
  }
  const source = `${os.arch()} ${flags || os.cpus()[0]?.model || "unknown"}`;
  return crypto.createHash("sha256").update(source).digest("hex").slice(0, 10);
}

export function cacheDir() {
  const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), ".cache");
  return path.join(base, "listinglift", "llama.cpp", `${LLAMA_CPP_COMMIT}-${cpuKey()}`);
}

export function cachedPaths(dir = cacheDir()) {
  return {
    binary: path.join(dir, "llama-server"),
    ggufPy: path.join(dir, "gguf-py"),
    vocab: path.join(dir, "ggml-vocab-qwen2.gguf"),
  };
}

function isComplete(dir) {
  const paths = cachedPaths(dir);
  return fs.existsSync(paths.binary) && fs.existsSync(path.join(paths.ggufPy, "gguf", "__init__.py")) && fs.existsSync(paths.vocab);
}

function run(command, args, options = {}) {
  log(`$ ${command} ${args.join(" ")}`);
  // The build's own output goes to stderr: stdout carries only the binary's path, which `npm test` reads.
  const result = spawnSync(command, args, { stdio: ["ignore", process.stderr, "inherit"], ...options });
  if (result.error) fail(`${command} could not start: ${result.error.message}`);
  if (result.status !== 0) fail(`${command} ${args[0] ?? ""} failed (exit ${result.status}).`);
}

function has(command, args = ["--version"]) {
  const result = spawnSync(command, args, { stdio: "ignore" });
  return !result.error && result.status === 0;
}

/** Everything the build and the model writer need, checked before anything slow starts. */
function checkPrerequisites() {
  const missing = [];
  if (!has("cmake")) missing.push("cmake (apt: cmake)");
  if (!has("c++") && !has("g++")) missing.push("a C++ compiler (apt: build-essential)");
  if (!has("make")) missing.push("make (apt: build-essential)");
  if (!has("git")) missing.push("git (apt: git)");
  if (!has("npm")) missing.push("npm");
  if (!has(SYSTEM_PYTHON, ["-c", "import numpy, yaml, tqdm"])) {
    missing.push(`${SYSTEM_PYTHON} with numpy, yaml and tqdm (apt: python3-numpy python3-yaml python3-tqdm; or set LLAMA_PYTHON)`);
  }
  if (missing.length > 0) {
    fail(`cannot build llama-server, missing: ${missing.join("; ")}.\nOn Debian or Ubuntu: apt-get install -y ${APT_PACKAGES}`);
  }
}

/** node-llama-cpp's npm tarball, unpacked, and the llama.cpp source cloned from the bundle inside it. */
function fetchSource(workDir) {
  run("npm", ["pack", `node-llama-cpp@${NODE_LLAMA_CPP_VERSION}`, "--silent", "--pack-destination", workDir]);
  run("tar", ["xzf", `node-llama-cpp-${NODE_LLAMA_CPP_VERSION}.tgz`], { cwd: workDir });
  const source = path.join(workDir, "llama.cpp");
  run("git", ["clone", "--quiet", path.join(workDir, "package", "llama", "gitRelease.bundle"), source]);
  const head = spawnSync("git", ["-C", source, "rev-parse", "HEAD"], { encoding: "utf8" }).stdout.trim();
  if (head !== LLAMA_CPP_COMMIT) fail(`node-llama-cpp@${NODE_LLAMA_CPP_VERSION} carries llama.cpp ${head}, not ${LLAMA_CPP_COMMIT}: update LLAMA_CPP_COMMIT.`);
  return source;
}

/** Copies what the tests need from a built llama.cpp tree into the cache, atomically (a half copy is never seen). */
function fillCache(source, dir) {
  const binary = path.join(source, "build", "bin", "llama-server");
  if (!fs.existsSync(binary)) fail(`${binary} does not exist: the build did not produce llama-server.`);
  const staging = `${dir}.partial-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });
  fs.copyFileSync(binary, path.join(staging, "llama-server"));
  fs.chmodSync(path.join(staging, "llama-server"), 0o755);
  fs.cpSync(path.join(source, "gguf-py"), path.join(staging, "gguf-py"), { recursive: true });
  fs.copyFileSync(path.join(source, "models", "ggml-vocab-qwen2.gguf"), path.join(staging, "ggml-vocab-qwen2.gguf"));
  fs.writeFileSync(path.join(staging, "SOURCE.txt"), `llama.cpp ${LLAMA_CPP_COMMIT} from node-llama-cpp@${NODE_LLAMA_CPP_VERSION}\ncmake ${CMAKE_FLAGS.join(" ")}\n`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(staging, dir);
}

function main() {
  const args = process.argv.slice(2);
  const dir = cacheDir();
  if (args.includes("--print-cache-dir")) {
    process.stdout.write(`${dir}\n`);
    return;
  }
  const configureOnly = args.includes("--configure-only");
  const fromIndex = args.indexOf("--from");
  if (!configureOnly && isComplete(dir)) {
    process.stdout.write(`${cachedPaths(dir).binary}\n`);
    return;
  }
  if (fromIndex >= 0) {
    const tree = path.resolve(args[fromIndex + 1] ?? fail("--from needs a llama.cpp folder"));
    const head = spawnSync("git", ["-C", tree, "rev-parse", "HEAD"], { encoding: "utf8" }).stdout.trim();
    if (head !== LLAMA_CPP_COMMIT) fail(`${tree} is llama.cpp ${head || "(not a git tree)"}, not ${LLAMA_CPP_COMMIT}.`);
    fillCache(tree, dir);
    process.stdout.write(`${cachedPaths(dir).binary}\n`);
    return;
  }

  checkPrerequisites();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "listinglift-llama-"));
  const started = Date.now();
  try {
    const source = fetchSource(workDir);
    run("cmake", ["-S", ".", "-B", "build", ...CMAKE_FLAGS], { cwd: source });
    if (configureOnly) {
      log(`configured in ${source}/build; stopping there (--configure-only)`);
      return;
    }
    log("building llama-server (once per machine; about 15-25 minutes on 2 cores)");
    run("cmake", ["--build", "build", "--target", "llama-server", `-j${process.env.LLAMA_BUILD_JOBS ?? "2"}`], { cwd: source });
    fillCache(source, dir);
    log(`built in ${((Date.now() - started) / 60_000).toFixed(1)} min, cached in ${dir}`);
    process.stdout.write(`${cachedPaths(dir).binary}\n`);
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
