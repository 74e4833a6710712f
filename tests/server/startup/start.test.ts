import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../server/db/embedded';
import { builtServer } from '../../../scripts/serverBundle.mjs';
import {
  ROOT,
  runParlo as run,
  START_TIMEOUT_MS,
  stopParlo as stop,
  untilRunning,
} from './parloProcess';
import type { Started } from './parloProcess';

/*
 * `npm start`: the real server/main.ts as a child process, on a temporary data folder and
 * free ports (issue #3 "One command runs the product").
 */

let dataDir: string;
let env: Record<string, string>;
let base: string;
const running: Started[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'parlo-start-'));
  const port = await freePort();
  env = {
    PARLO_DATA_DIR: dataDir,
    PORT: String(port),
    EMBEDDED_PG_PORT: String(await freePort()),
    SEED_DEMO: 'true',
  };
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  // A failed test must not leave a server (and its PostgreSQL) behind.
  for (const started of running) if (started.child.exitCode === null) started.child.kill('SIGTERM');
  await Promise.all(running.map((started) => started.exited));
  await rm(dataDir, { recursive: true, force: true });
});

async function signIn(login: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: string }).data;
}

describe('npm start (server/main.ts)', () => {
  it(
    'starts on embedded PostgreSQL, seeds the demo once, stops cleanly on SIGTERM and finds every row again',
    async () => {
      const first = run(env);
      running.push(first);
      await untilRunning(first);
      expect(first.stdout()).toContain('teacher@example.com');
      expect(first.stdout()).toContain('pupil.demo');
      expect(first.stdout()).toContain('Demo accounts (created just now)');
      // It ran the server's bundle, or built one: the next start runs without tsx.
      expect(builtServer(ROOT)).not.toBeNull();

      const token = await signIn('teacher@example.com', 'Teacher-Parlo-2026!');
      const saved = await fetch(`${base}/api/account_setting`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ fullName: 'Tess Persisted' }),
      });
      expect(saved.status).toBe(200);
      await signIn('pupil.demo', 'Pupil-Parlo-2026!');
      // The starter plan's token carries its privilege record: no PDF export, no image upload.
      const starter = await signIn('starter@example.com', 'Starter-Parlo-2026!');
      const payload = JSON.parse(
        Buffer.from(starter.split('.')[1] ?? '', 'base64url').toString('utf8'),
      ) as { privilege?: Record<string, boolean> };
      expect(payload.privilege).toMatchObject({ pdfExport: false, uploadImages: false });
      expect(payload.privilege?.printWorksheets).toBe(true);

      expect(await stop(first)).toBe(0);
      expect(first.stdout()).toContain('Parlo stopped.');
      // PostgreSQL shut down cleanly: it removes its pid file last.
      expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

      const second = run(env);
      running.push(second);
      await untilRunning(second);
      expect(second.stdout()).toContain('Demo accounts (created on the first start)');
      const again = await signIn('teacher@example.com', 'Teacher-Parlo-2026!');
      const profile = await fetch(`${base}/api/account_setting`, {
        headers: { authorization: `Bearer ${again}` },
      });
      expect(((await profile.json()) as { data: { fullName: string } }).data.fullName).toBe(
        'Tess Persisted',
      );
      const page = await fetch(`${base}/`, { headers: { accept: 'text/html' } });
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(await stop(second)).toBe(0);
    },
    4 * START_TIMEOUT_MS,
  );

  it('a bad PORT prints one line naming it and exits 1 without a stack trace', async () => {
    const started = run({ ...env, PORT: 'eighty' });
    running.push(started);
    expect(await started.exited).toBe(1);
    const lines = started.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Parlo cannot start: PORT must be /);
    expect(started.stderr()).not.toMatch(/\n\s+at /);
  });

  it(
    'a taken PORT prints one line naming it, exits 1 and leaves no PostgreSQL running',
    async () => {
      const blocker = createServer();
      const port = Number(env.PORT);
      await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
      try {
        const started = run(env);
        running.push(started);
        expect(await started.exited).toBe(1);
        expect(started.stderr().trim()).toBe(
          `Parlo cannot start: PORT ${port} is already in use on 127.0.0.1; set PORT to a free port.`,
        );
        expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
      } finally {
        await new Promise((resolve) => blocker.close(resolve));
      }
    },
    2 * START_TIMEOUT_MS,
  );
});
