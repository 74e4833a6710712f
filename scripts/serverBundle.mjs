// The server as one JavaScript module, so that `npm start` runs it with plain Node (issue #9:
// compiling its TypeScript at each start through tsx took over a second of the start-up).
// scripts/start.mjs runs the bundle built from the current sources when there is one; when
// there is none, it runs the sources through tsx, and server/main.ts builds the bundle once it
// holds the data folder's lock, so that a refused second start builds nothing.
//
// Each build has a folder of its own, named after its inputs' hash, created by one rename:
// a folder there is complete, a build never writes into a folder a running server came from,
// and two starts building at once both end with the same folder. Packages are not bundled
// (node_modules is there beside it, and some packages load files of their own by path).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { hashInputs } from './inputHash.mjs';

/** What the server bundle is built from, relative to the project root. */
const INPUTS = [
  'server',
  // All the server may import from src/ (eslint.config.js enforces it).
  'src/domain',
  'src/infrastructure/api',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  // How it is built.
  'scripts/buildServer.mjs',
  'scripts/serverBundle.mjs',
  'scripts/inputHash.mjs',
];

/** Builds kept: a few, for other checkouts' starts of other sources that may be starting now. */
const KEEP = 3;

const cacheDir = (root) => path.join(root, 'node_modules', '.cache', 'parlo');
const bundlesDir = (root) => path.join(cacheDir(root), 'server');

/** The hash of the server's sources as they are now; a build's folder is named after it. */
export function serverSourcesHash(root) {
  return hashInputs({
    root,
    inputs: INPUTS,
    manifest: path.join(cacheDir(root), 'server-inputs.json'),
  }).slice(0, 20);
}

/** The entry module of the bundle built from the current sources, or null when there is none. */
export function builtServer(root) {
  const entry = path.join(bundlesDir(root), serverSourcesHash(root), 'main.cjs');
  return existsSync(entry) ? entry : null;
}

/**
 * Builds the bundle of the current sources unless it exists, in a child process (vite stays
 * out of the server's memory). Resolves with its entry, or null when the sources changed
 * meanwhile (the next start builds them); rejects with what vite said.
 */
export async function ensureServerBuilt(root) {
  const hash = serverSourcesHash(root);
  const folder = path.join(bundlesDir(root), hash);
  const entry = path.join(folder, 'main.cjs');
  if (existsSync(entry)) return entry;
  const aside = path.join(bundlesDir(root), `.build-${process.pid}`);
  rmSync(aside, { recursive: true, force: true });
  try {
    await bundleServer(root, aside);
    // Sources edited during the build: it is not the build of `hash`. The next start builds.
    if (serverSourcesHash(root) !== hash) return null;
    try {
      renameSync(aside, folder);
    } catch (error) {
      // Another start built the same sources first: theirs is as good.
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    }
  } finally {
    rmSync(aside, { recursive: true, force: true });
  }
  pruneBuilds(root, hash);
  return entry;
}

/** Bundles `entry` (the server's by default) into `outDir`, in a child process. */
export function bundleServer(root, outDir, entry = 'server/main.ts') {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'scripts', 'buildServer.mjs'), outDir, entry],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    const keep = (chunk) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`vite exited with ${code ?? signal}: ${output.trim()}`));
    });
  });
}

/** Removes all but the newest builds (and the one just made), and builds whose start died. */
function pruneBuilds(root, current) {
  const dir = bundlesDir(root);
  const names = readdirSync(dir);
  for (const name of names) {
    const pid = /^\.build-(\d+)$/.exec(name)?.[1];
    if (pid !== undefined && !isRunning(Number(pid)))
      rmSync(path.join(dir, name), { recursive: true, force: true });
  }
  const builds = names
    .filter((name) => !name.startsWith('.') && name !== current)
    // Another start may be pruning too: a folder gone meanwhile has no time.
    .map((name) => ({
      name,
      time: statSync(path.join(dir, name), { throwIfNoEntry: false })?.mtimeMs ?? 0,
    }))
    .sort((a, b) => b.time - a.time);
  for (const { name } of builds.slice(KEEP - 1))
    rmSync(path.join(dir, name), { recursive: true, force: true });
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}
