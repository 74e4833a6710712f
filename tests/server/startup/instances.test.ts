import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../server/db/embedded';
import { draft } from '../resources/support';
import {
  postmasterOf,
  ROOT,
  runParlo,
  START_TIMEOUT_MS,
  stopParlo,
  untilRunning,
} from './parloProcess';
import type { Started } from './parloProcess';

/*
 * Issue #9 "What a new user and an attacker hit today": a second `npm start` on the same data
 * folder stopped the first one's PostgreSQL (the app answered 500 until restarted by hand); a
 * taken PostgreSQL port ended the start a minute later with code 0 and no word; a killed
 * Parlo must not keep the next start out; its running generation jobs read "running" for
 * 10 minutes.
 */

const dirs: string[] = [];
const running: Started[] = [];

afterAll(async () => {
  // A failed test must not leave a server (and its PostgreSQL) behind.
  await Promise.all(running.map(stopParlo));
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function dataFolder(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'parlo-instances-'));
  dirs.push(dir);
  return dir;
}

function start(env: Record<string, string>, args: readonly string[] = []): Started {
  const started = runParlo(env, args);
  running.push(started);
  return started;
}

async function health(port: number): Promise<number> {
  return (await fetch(`http://127.0.0.1:${port}/api/health`)).status;
}

/** The SPA this checkout serves, as the file system sees it (none yet: null): a build changes it. */
function builtSpa(): { ino: number; mtimeMs: number } | null {
  const file = path.join(ROOT, 'dist', 'index.html');
  if (!existsSync(file)) return null;
  const { ino, mtimeMs } = statSync(file);
  return { ino, mtimeMs };
}

/** Runs and has not exited (a zombie has: only its parent has not collected it yet). */
function isRunning(pid: number): boolean {
  if (process.platform !== 'linux') {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^[ZX]$/.test(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0] ?? '');
  } catch {
    return false;
  }
}

describe('two starts on one machine (issue #9)', () => {
  it(
    'a second start on the same data folder refuses, naming the lock, and the first runs on untouched',
    async () => {
      const dataDir = await dataFolder();
      const port = await freePort();
      const first = start({ PARLO_DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: 'false' });
      await untilRunning(first);
      const postgres = postmasterOf(dataDir);
      const spa = builtSpa();

      // As `npm start` runs it, with a VITE_ variable the last build did not have, and as it
      // runs when the server's sources have no bundle yet: were the second start to get past
      // the lock, it would build the SPA under the first one, and the server.
      const second = start(
        {
          PARLO_DATA_DIR: dataDir,
          PORT: String(await freePort()),
          SEED_DEMO: 'false',
          VITE_PARLO_TEST_MARKER: String(process.pid),
        },
        ['--build-spa', '--build-server'],
      );
      expect(await second.exited).toBe(1);
      expect(second.stderr()).toBe(
        `Parlo cannot start: the data folder ${dataDir} is in use by another Parlo (process ${first.child.pid}; lock file ${path.join(dataDir, 'postgres.lock')}). Stop that one first, or set PARLO_DATA_DIR to another folder.\n`,
      );

      expect(second.stdout()).not.toContain('Building');

      expect(await health(port)).toBe(200);
      expect(postmasterOf(dataDir)).toEqual(postgres);
      expect(builtSpa()).toEqual(spa);
      expect(await stopParlo(first)).toBe(0);
      // A clean stop leaves no lock behind.
      expect(existsSync(path.join(dataDir, 'postgres.lock'))).toBe(false);
    },
    3 * START_TIMEOUT_MS,
  );

  it(
    'without EMBEDDED_PG_PORT, two Parlos in different data folders both start, each PostgreSQL on a port of its own',
    async () => {
      const [one, two] = [await dataFolder(), await dataFolder()];
      const [portOne, portTwo] = [await freePort(), await freePort()];
      const first = start({ PARLO_DATA_DIR: one, PORT: String(portOne), SEED_DEMO: 'false' });
      await untilRunning(first);
      const second = start({ PARLO_DATA_DIR: two, PORT: String(portTwo), SEED_DEMO: 'false' });
      await untilRunning(second);

      expect(await health(portOne)).toBe(200);
      expect(await health(portTwo)).toBe(200);
      expect(postmasterOf(one).port).not.toBe(postmasterOf(two).port);
      expect(await stopParlo(second)).toBe(0);
      expect(await stopParlo(first)).toBe(0);
    },
    3 * START_TIMEOUT_MS,
  );

  it(
    'a taken EMBEDDED_PG_PORT ends the start with one line naming it and code 1, leaving nothing running',
    async () => {
      const dataDir = await dataFolder();
      const blocker = createServer();
      const taken = await freePort();
      await new Promise<void>((resolve) => blocker.listen(taken, '127.0.0.1', resolve));
      try {
        const started = start({
          PARLO_DATA_DIR: dataDir,
          PORT: String(await freePort()),
          EMBEDDED_PG_PORT: String(taken),
        });
        expect(await started.exited).toBe(1);
        expect(started.stderr()).toBe(
          `Parlo cannot start: EMBEDDED_PG_PORT ${taken} is already in use (another PostgreSQL?); set EMBEDDED_PG_PORT to a free port, or leave it unset and Parlo picks one.\n`,
        );
        expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
        expect(existsSync(path.join(dataDir, 'postgres.lock'))).toBe(false);
      } finally {
        await new Promise((resolve) => blocker.close(resolve));
      }
    },
    2 * START_TIMEOUT_MS,
  );
});

describe('a Parlo that was killed (kill -9)', () => {
  it(
    'does not keep the next start out: its PostgreSQL is stopped, and its running generation reads interrupted',
    async () => {
      const dataDir = await dataFolder();
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      // An AI provider that never answers: the generation stays running until the kill.
      const asked: IncomingMessage[] = [];
      const provider = createHttpServer((request) => asked.push(request));
      const providerPort = await freePort();
      await new Promise<void>((resolve) => provider.listen(providerPort, '127.0.0.1', resolve));
      try {
        const env = { PARLO_DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: 'true' };
        const first = start({
          ...env,
          AI_BASE_URL: `http://127.0.0.1:${providerPort}/v1`,
          AI_MODEL: 'slow-model',
        });
        await untilRunning(first);
        const token = await signIn(base);
        void fetch(`${base}/api/resources/generate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(DRAFT),
        }).catch(() => undefined);
        while (asked.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
        const [job] = await runningJobs(dataDir);
        expect(job).toBeDefined();

        const orphan = postmasterOf(dataDir).pid;
        first.child.kill('SIGKILL');
        await first.exited;
        // Nothing stopped PostgreSQL, and the lock names a process that is gone.
        expect(isRunning(orphan)).toBe(true);
        expect(existsSync(path.join(dataDir, 'postgres.lock'))).toBe(true);

        const next = start(env);
        await untilRunning(next);
        expect(next.stdout()).toContain(
          '1 generation job(s) of a Parlo that stopped are now marked interrupted.',
        );
        expect(isRunning(orphan)).toBe(false);
        const polled = await fetch(`${base}/api/resources/generation/${job}`, {
          headers: { authorization: `Bearer ${await signIn(base)}` },
        });
        expect(await polled.json()).toMatchObject({
          data: { status: 'failed', message: expect.stringMatching(/interrupted/) as unknown },
        });
        expect(await stopParlo(next)).toBe(0);
      } finally {
        provider.closeAllConnections();
        await new Promise((resolve) => provider.close(resolve));
      }
    },
    3 * START_TIMEOUT_MS,
  );
});

const DRAFT = draft({ questionTypes: ['phrase'] });

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'teacher@example.com', password: 'Teacher-Parlo-2026!' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: string }).data;
}

/** The ids of running generation jobs, read straight from the embedded PostgreSQL. */
async function runningJobs(dataDir: string): Promise<string[]> {
  const client = new pg.Client({
    host: '127.0.0.1',
    port: postmasterOf(dataDir).port,
    user: 'parlo',
    password: readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim(),
    database: 'parlo',
  });
  await client.connect();
  try {
    const result = await client.query<{ id: string }>(
      "select id from generation_jobs where status = 'running'",
    );
    return result.rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}
