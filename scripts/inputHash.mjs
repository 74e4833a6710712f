// What a build reads, as one hash: `npm start` compares it with the hash of the last build to
// know whether to build again (the SPA: server/spaBuild.ts; the server: scripts/serverBundle.mjs).
// Plain JavaScript, because scripts/start.mjs runs before anything compiles TypeScript.
//
// Reading every input at each start cost a seventh of a second (issue #9); a manifest of each
// file's size, times and inode with its content hash lets a start read only the files whose
// stat changed, as make and git do. A file written in the same second as the manifest (or
// later) is read again every time: a second edit within the file system's time granularity
// would otherwise keep its stat, the "racy" case git's index guards against the same way.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** How close to the manifest's writing a file's change must be to be read again anyway. */
const RACY_MS = 2000;

/**
 * A hash of every file under `inputs` (files or folders relative to `root`; absent ones count
 * as empty) by path and content, and of `extra` (such as environment variables a build reads).
 * `manifest` is where file stats are kept between calls; null reads every file.
 */
export function hashInputs({ root, inputs, extra = [], manifest = null }) {
  const known = manifest === null ? {} : readManifest(manifest);
  const now = Date.now();
  const files = {};
  let changed = false;
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of filesUnder(root, input)) {
      const full = path.join(root, file);
      const stat = statSync(full);
      const signature = `${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}:${stat.ino}`;
      const entry = known.files?.[file];
      const trusted =
        entry !== undefined &&
        entry.signature === signature &&
        Math.max(stat.mtimeMs, stat.ctimeMs) < known.written - RACY_MS;
      const sha = trusted
        ? entry.sha
        : createHash('sha256').update(readFileSync(full)).digest('hex');
      if (!trusted) changed = true;
      files[file] = { signature, sha };
      hash.update(`${file}\0${sha}\0`);
    }
  }
  for (const line of extra) hash.update(`${line}\0`);
  if (
    manifest !== null &&
    (changed || Object.keys(known.files ?? {}).length !== Object.keys(files).length)
  )
    writeManifest(manifest, { written: now, files });
  return hash.digest('hex');
}

/** `entry` if it is a file, every file below it if it is a folder, sorted; none if absent. */
function filesUnder(root, entry) {
  let children;
  try {
    children = readdirSync(path.join(root, entry), { withFileTypes: true });
  } catch (error) {
    if (error.code === 'ENOTDIR') return [entry];
    if (error.code === 'ENOENT') return [];
    throw error;
  }
  const files = [];
  for (const child of children.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const relative = path.join(entry, child.name);
    if (child.isDirectory()) files.push(...filesUnder(root, relative));
    else files.push(relative);
  }
  return files;
}

function readManifest(file) {
  try {
    const value = JSON.parse(readFileSync(file, 'utf8'));
    return typeof value.written === 'number' && typeof value.files === 'object' ? value : {};
  } catch {
    return {};
  }
}

/** Written aside and renamed: a start reading it meanwhile sees the old one or the new one. */
function writeManifest(file, value) {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    const aside = `${file}.${process.pid}.tmp`;
    writeFileSync(aside, JSON.stringify(value));
    renameSync(aside, file);
  } catch {
    // Only a cache: the next start reads the files again.
  }
}
