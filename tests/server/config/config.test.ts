import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as E from 'fp-ts/Either';
import { afterEach, describe, expect, it } from 'vitest';
import { isHttps, loadConfig, parseConfig, publicOrigin, secretFile } from '../../../server/config';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'parlo-config-'));
  dirs.push(dir);
  return dir;
}

function errorOf(env: Record<string, string>): string {
  const result = parseConfig(env);
  if (E.isRight(result)) throw new Error(`expected ${JSON.stringify(env)} to be refused`);
  return result.left;
}

describe('server configuration (issue #3: validated at start)', () => {
  it('has the documented defaults', () => {
    const result = parseConfig({});
    expect(E.isRight(result) && result.right).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: null,
      embeddedPgPort: 5433,
      publicUrl: 'http://localhost:3000',
      jwtSecret: null,
      accessTokenTtlSeconds: 900,
      refreshIdleTtlSeconds: 14 * 24 * 3600,
      refreshAbsoluteTtlSeconds: 60 * 24 * 3600,
      refreshReuseGraceSeconds: 10,
      smtpUrl: null,
      seedDemo: true,
      logLevel: 'info',
    });
  });

  it('derives PUBLIC_URL from PORT and drops a trailing slash from a given one', () => {
    const derived = parseConfig({ PORT: '8080' });
    expect(E.isRight(derived) && derived.right.publicUrl).toBe('http://localhost:8080');
    const given = parseConfig({ PUBLIC_URL: 'https://parlo.example/' });
    expect(E.isRight(given) && given.right.publicUrl).toBe('https://parlo.example');
    expect(isHttps({ publicUrl: 'https://parlo.example' })).toBe(true);
    expect(isHttps({ publicUrl: 'http://localhost:3000' })).toBe(false);
    expect(publicOrigin({ publicUrl: 'https://parlo.example/app' })).toBe('https://parlo.example');
  });

  it('reads SEED_DEMO=false, LOG_LEVEL and a 0-second reuse grace', () => {
    const result = parseConfig({
      SEED_DEMO: 'false',
      LOG_LEVEL: 'debug',
      REFRESH_REUSE_GRACE_SECONDS: '0',
    });
    expect(E.isRight(result) && result.right).toMatchObject({
      seedDemo: false,
      logLevel: 'debug',
      refreshReuseGraceSeconds: 0,
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '0'],
    ['HOST', 'not a host!'],
    ['DATABASE_URL', 'mysql://user:pw@db/parlo'],
    ['EMBEDDED_PG_PORT', '-1'],
    ['PUBLIC_URL', 'ftp://parlo.example'],
    ['JWT_SECRET', 'too-short'],
    ['ACCESS_TOKEN_TTL_SECONDS', '15m'],
    ['REFRESH_IDLE_TTL_SECONDS', '0'],
    ['REFRESH_ABSOLUTE_TTL_SECONDS', '1.5'],
    ['REFRESH_REUSE_GRACE_SECONDS', '-3'],
    ['SMTP_URL', 'http://mail.example'],
    ['MAIL_FROM', 'nobody'],
    ['SEED_DEMO', 'maybe'],
    ['LOG_LEVEL', 'loud'],
  ])('a bad %s (%j) stops the start with one line naming it', (name, value) => {
    const message = errorOf({ [name]: value });
    expect(message.startsWith(`${name} `)).toBe(true);
    expect(message).not.toContain('\n');
  });

  it('never repeats a secret or a connection string in its message', () => {
    expect(errorOf({ JWT_SECRET: 'hunter2-hunter2' })).not.toContain('hunter2');
    expect(errorOf({ DATABASE_URL: 'mysql://user:s3cret@db/parlo' })).not.toContain('s3cret');
    expect(errorOf({ SMTP_URL: 'http://user:s3cret@mail' })).not.toContain('s3cret');
  });

  it('names the variable to change when two settings disagree', () => {
    expect(
      errorOf({ REFRESH_IDLE_TTL_SECONDS: '100', REFRESH_ABSOLUTE_TTL_SECONDS: '50' }),
    ).toMatch(/^REFRESH_IDLE_TTL_SECONDS /);
    expect(errorOf({ PORT: '5433' })).toMatch(/^EMBEDDED_PG_PORT /);
    expect(E.isRight(parseConfig({ PORT: '5433', DATABASE_URL: 'postgres://db/parlo' }))).toBe(
      true,
    );
  });

  it('without JWT_SECRET generates one, keeps it readable by this user only, and reuses it', async () => {
    const dir = await tempDir();
    const first = await loadConfig({ PARLO_DATA_DIR: dir });
    const second = await loadConfig({ PARLO_DATA_DIR: dir });
    if (E.isLeft(first) || E.isLeft(second)) throw new Error('expected both loads to succeed');
    expect(first.right.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.right.jwtSecret).toBe(first.right.jwtSecret);
    expect((await readFile(secretFile(dir), 'utf8')).trim()).toBe(first.right.jwtSecret);
    expect((await stat(secretFile(dir))).mode & 0o777).toBe(0o600);
  });

  it('uses JWT_SECRET when given and writes no secret file', async () => {
    const dir = await tempDir();
    const result = await loadConfig({ PARLO_DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) });
    expect(E.isRight(result) && result.right.jwtSecret).toBe('x'.repeat(40));
    await expect(stat(secretFile(dir))).rejects.toThrow();
  });

  it('refuses a data folder it cannot write in one line naming PARLO_DATA_DIR', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'a-file');
    await (await import('node:fs/promises')).writeFile(file, '');
    const result = await loadConfig({ PARLO_DATA_DIR: path.join(file, 'data') });
    expect(E.isLeft(result) && result.left).toMatch(/^PARLO_DATA_DIR /);
  });
});
