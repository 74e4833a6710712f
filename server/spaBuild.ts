import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hashInputs } from '../scripts/inputHash.mjs';

/*
 * `npm start` builds the SPA only when what the build reads changed (issue #9: it used to
 * build on every start, half a minute on a small machine). A stamp records a hash of the
 * build's inputs and of the index.html that build wrote; the next start compares both.
 * Inputs are hashed, never outputs: what vite writes (compressed copies, new asset kinds) is
 * its own business, and index.html stands for the whole build because it names every
 * content-hashed entry asset. The stamp lives outside dist/ (which is served as it is). The
 * inputs' stats are kept too (scripts/inputHash.mjs): a start reads only the files that changed.
 *
 * The build goes to a folder aside and replaces dist/ by renaming: another Parlo serving this
 * checkout (another data folder) keeps answering while the build runs, and a failed or
 * interrupted build leaves the previous dist/ as it was.
 */

/** Files and folders the SPA build reads, relative to the project root. */
const INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  // Vite's env files for a production build.
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];

/** `vite build` failed; `output` is what it printed (the end of it). */
export class SpaBuildError extends Error {
  constructor(
    message: string,
    readonly output: string,
  ) {
    super(message);
    this.name = 'SpaBuildError';
  }
}

export type SpaBuildResult =
  /** dist/ was built from the current inputs already. */
  | { readonly type: 'fresh' }
  | { readonly type: 'built'; readonly reason: string }
  /** No sources or no vite here (a deployment that ships dist/ alone): dist/ is served as it is. */
  | { readonly type: 'no-sources' };

export interface SpaBuildOptions {
  /** The project root: package.json, src/, node_modules/. */
  readonly root: string;
  /** Where the built SPA goes (Config.spaDir). */
  readonly spaDir: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Hears that a build starts, and why, before it runs. */
  readonly onBuild?: (reason: string) => void;
}

interface Stamp {
  readonly inputs: string;
  readonly index: string;
}

const cacheFile = (root: string, name: string) =>
  path.join(root, 'node_modules', '.cache', 'parlo', name);
const stampFile = (root: string) => cacheFile(root, 'spa-build.json');

/** Builds the SPA into `spaDir` unless the stamp says it was built from these very inputs. */
export async function ensureSpaBuilt(options: SpaBuildOptions): Promise<SpaBuildResult> {
  const { root, spaDir } = options;
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  if (!existsSync(path.join(root, 'src')) || !existsSync(vite)) return { type: 'no-sources' };

  const inputs = hashSpaInputs(root, options.env);
  const stamp = await readStamp(root);
  const index = await hashFile(path.join(spaDir, 'index.html'));
  const reason =
    index === null
      ? 'it is not built yet'
      : stamp === null || stamp.inputs !== inputs
        ? 'its sources changed'
        : stamp.index !== index
          ? 'dist/ was built from other sources'
          : null;
  if (reason === null) return { type: 'fresh' };

  options.onBuild?.(reason);
  const aside = path.join(root, 'node_modules', '.cache', 'parlo', `spa-${process.pid}`);
  await rm(aside, { recursive: true, force: true });
  try {
    await runVite(root, vite, aside, options.env);
    await replaceDir(aside, spaDir);
  } finally {
    await rm(aside, { recursive: true, force: true });
  }
  const built = await hashFile(path.join(spaDir, 'index.html'));
  if (built === null) throw new Error('the SPA build wrote no index.html');
  await writeStamp(root, { inputs, index: built });
  return { type: 'built', reason };
}

/** A hash of every input file (path and content) and of the VITE_ variables. */
export function hashSpaInputs(
  root: string,
  env: Readonly<Record<string, string | undefined>>,
): string {
  // Vite puts VITE_ variables into the bundle; NODE_ENV changes how React is built.
  const vars = Object.keys(env)
    .filter((name) => name.startsWith('VITE_') || name === 'NODE_ENV')
    .sort()
    .map((name) => `${name}=${env[name] ?? ''}`);
  return hashInputs({
    root,
    inputs: INPUTS,
    extra: vars,
    manifest: cacheFile(root, 'spa-inputs.json'),
  });
}

async function hashFile(file: string): Promise<string | null> {
  const content = await readFile(file).catch(() => null);
  return content === null ? null : createHash('sha256').update(content).digest('hex');
}

async function readStamp(root: string): Promise<Stamp | null> {
  try {
    const value = JSON.parse(await readFile(stampFile(root), 'utf8')) as Partial<Stamp>;
    return typeof value.inputs === 'string' && typeof value.index === 'string'
      ? { inputs: value.inputs, index: value.index }
      : null;
  } catch {
    return null;
  }
}

async function writeStamp(root: string, stamp: Stamp): Promise<void> {
  const file = stampFile(root);
  await mkdir(path.dirname(file), { recursive: true });
  const aside = `${file}.${process.pid}`;
  await writeFile(aside, `${JSON.stringify(stamp)}\n`);
  await rename(aside, file);
}

/** `vite build` into `outDir`, with the environment hashed; its output is kept for a failure. */
function runVite(
  root: string,
  vite: string,
  outDir: string,
  env: SpaBuildOptions['env'],
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-8000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new SpaBuildError(
            `the web app did not build (vite build exited with ${code ?? signal}); its output is above.`,
            output.trim(),
          ),
        );
    });
  });
}

/**
 * Puts `built` where `target` is, by renames: `target` is missing only between two renames.
 * Another start doing the same at the same moment makes the rename fail; it is tried again.
 */
async function replaceDir(built: string, target: string): Promise<void> {
  // Beside the target, so that this rename stays on its file system.
  const old = `${target}.old-${process.pid}`;
  for (let attempt = 0; ; attempt += 1) {
    await rm(old, { recursive: true, force: true });
    await rename(target, old).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    try {
      await rename(built, target);
      break;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EXDEV') {
        // node_modules on another file system: copy instead (dist/ is briefly incomplete).
        await cp(built, target, { recursive: true });
        break;
      }
      if ((code !== 'ENOTEMPTY' && code !== 'EEXIST') || attempt >= 5) throw error;
    }
  }
  await rm(old, { recursive: true, force: true });
}
