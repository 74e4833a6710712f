import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * `npm start` as a child process: scripts/start.mjs, which runs server/main.ts (its bundle, or
 * the sources through tsx when these have none yet), on a temporary data folder, with its
 * output kept for the assertions (issue #3 "One command runs the product", issue #9).
 */

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
export const START_TIMEOUT_MS = 90_000;

export interface Started {
  readonly child: ChildProcessWithoutNullStreams;
  readonly stdout: () => string;
  readonly stderr: () => string;
  readonly exited: Promise<number | null>;
}

/** Settings a test must give itself: the machine's own would leak into the start. */
const NOT_INHERITED = [
  'DATABASE_URL',
  'JWT_SECRET',
  'PORT',
  'PUBLIC_URL',
  'SMTP_URL',
  'NODE_OPTIONS',
  'EMBEDDED_PG_PORT',
  'AI_BASE_URL',
  'AI_API_KEY',
  'AI_MODEL',
];

/** Runs `npm start`'s script with `env` on top of a clean environment, and `args` (npm start gives --build-spa). */
export function runParlo(env: Record<string, string>, args: readonly string[] = []): Started {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !NOT_INHERITED.includes(name)),
  );
  const child = spawn(process.execPath, ['scripts/start.mjs', ...args], {
    cwd: ROOT,
    env: { ...inherited, LOG_LEVEL: 'warn', ...env },
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** Resolves once the start banner is printed; rejects if the process exits first. */
export async function untilRunning(started: Started): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let gone = false;
  void started.exited.then(() => (gone = true));
  while (!started.stdout().includes('Parlo is running at')) {
    if (gone) throw new Error(`the server exited while starting: ${started.stderr()}`);
    if (Date.now() > deadline)
      throw new Error(`the server did not start: ${started.stdout()} ${started.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** SIGTERM, as a service manager stops it; resolves with the exit code. */
export async function stopParlo(started: Started): Promise<number | null> {
  if (started.child.exitCode === null) started.child.kill('SIGTERM');
  return started.exited;
}

/** The pid and port of the embedded PostgreSQL running in `dataDir` (its postmaster.pid). */
export function postmasterOf(dataDir: string): { pid: number; port: number } {
  const lines = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}
