import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as E from 'fp-ts/Either';
import { afterEach, describe, expect, it } from 'vitest';
import {
  describeGenerator,
  isHttps,
  loadConfig,
  parseConfig,
  publicOrigin,
  secretFile,
} from '../../../server/config';

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
      // Unset: a free port at each start, so no other PostgreSQL can be in the way.
      embeddedPgPort: null,
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
    ['AI_BASE_URL', 'ftp://models.example/v1'],
    ['AI_BASE_URL', 'localhost:11434'],
    ['AI_TIMEOUT_SECONDS', 'soon'],
    ['AI_TIMEOUT_SECONDS', '0'],
    ['AI_TIMEOUT_SECONDS', '600'],
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
    expect(errorOf({ PORT: '5433', EMBEDDED_PG_PORT: '5433' })).toMatch(/^EMBEDDED_PG_PORT /);
    expect(E.isRight(parseConfig({ PORT: '5433' }))).toBe(true);
    expect(
      E.isRight(
        parseConfig({
          PORT: '5433',
          EMBEDDED_PG_PORT: '5433',
          DATABASE_URL: 'postgres://db/parlo',
        }),
      ),
    ).toBe(true);
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

describe('AI provider settings (DESIGN.md §6)', () => {
  const HOSTED = {
    AI_BASE_URL: 'https://api.openai.com/v1',
    AI_API_KEY: 'sk-secret-key-123',
    AI_MODEL: 'gpt-4o-mini',
  };

  it('leave the built-in offline generator in charge when AI_BASE_URL is unset', () => {
    const result = parseConfig({ AI_TIMEOUT_SECONDS: '60' });
    expect(E.isRight(result) && result.right.ai).toBeUndefined();
  });

  it('read the address, key, model and a timeout of 120 seconds by default', () => {
    const result = parseConfig(HOSTED);
    expect(E.isRight(result) && result.right.ai).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-secret-key-123',
      model: 'gpt-4o-mini',
      timeoutSeconds: 120,
    });
    const slower = parseConfig({ ...HOSTED, AI_TIMEOUT_SECONDS: '300' });
    expect(E.isRight(slower) && slower.right.ai?.timeoutSeconds).toBe(300);
  });

  it('need no key for a server on this machine', () => {
    for (const base of [
      'http://localhost:11434/v1',
      'http://127.0.0.1:8080/v1',
      'http://[::1]:8000/v1',
    ]) {
      const result = parseConfig({ AI_BASE_URL: base, AI_MODEL: 'llama3.1:8b' });
      expect(E.isRight(result) && result.right.ai).toMatchObject({ baseUrl: base, apiKey: null });
    }
  });

  it('need a key for another machine, where a placeholder does for a server that needs none', () => {
    const remote = { AI_BASE_URL: 'http://gpu-box.lan:8000/v1', AI_MODEL: 'qwen2.5' };
    expect(errorOf(remote)).toMatch(/^AI_API_KEY .*AI_API_KEY=none/);
    const placeholder = parseConfig({ ...remote, AI_API_KEY: 'none' });
    expect(E.isRight(placeholder) && placeholder.right.ai?.apiKey).toBe('none');
  });

  it('name the variable that is missing when only part of the settings is given', () => {
    expect(errorOf({ AI_MODEL: 'gpt-4o-mini' })).toMatch(/^AI_BASE_URL must be set /);
    expect(errorOf({ AI_API_KEY: 'sk-secret-key-123' })).toMatch(/^AI_BASE_URL must be set /);
    expect(errorOf({ AI_BASE_URL: 'https://api.openai.com/v1', AI_API_KEY: 'k' })).toMatch(
      /^AI_MODEL /,
    );
    expect(errorOf({ ...HOSTED, AI_MODEL: 'gpt 4o' })).toMatch(/^AI_MODEL /);
  });

  it('never repeat the key, even when refusing it', () => {
    const message = errorOf({ ...HOSTED, AI_API_KEY: 'sk-secret key' });
    expect(message).toMatch(
      /^AI_API_KEY must be one line without spaces \(it has 13 characters\)\.$/,
    );
    expect(message).not.toContain('secret');
    expect(errorOf({ ...HOSTED, AI_MODEL: '', AI_API_KEY: 'sk-secret-key-123' })).not.toContain(
      'sk-secret',
    );
  });

  it('are described at start by address and model, never by key', () => {
    const hosted = parseConfig({
      ...HOSTED,
      AI_BASE_URL: 'https://user:pass@models.example/v1/',
    });
    if (E.isLeft(hosted)) throw new Error(hosted.left);
    const line = describeGenerator(hosted.right);
    expect(line).toBe(
      'Content generation: the AI provider at https://models.example/v1, model gpt-4o-mini (API key set, 120 s per call).',
    );
    expect(line).not.toContain('sk-secret');
    expect(line).not.toContain('pass');
    expect(describeGenerator({})).toMatch(/^Content generation: the built-in offline generator/);
  });
});
