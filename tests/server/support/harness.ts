import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { asc } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import type { Privileges } from '@/domain/privileges/privileges';
import type { Role, UserInfo } from '@/domain/session/userInfo';
import { createOutboxMail } from '../../../server/adapters/mail/outboxMail';
import type { Config } from '../../../server/config';
import { openDatabase, withDatabase } from '../../../server/db/client';
import type { Db } from '../../../server/db/client';
import { emailOutbox } from '../../../server/db/schema/emailOutbox';
import type { OutboxRow } from '../../../server/db/schema/emailOutbox';
import { insertFamily } from '../../../server/db/repositories/refreshTokens';
import { users } from '../../../server/db/schema/users';
import type { NewUserRow, UserRow } from '../../../server/db/schema/users';
import { buildApp } from '../../../server/http/app';
import type { BuildAppOptions } from '../../../server/http/app';
import { userInfoOf } from '../../../server/services/accessTokens';
import { hashPassword } from '../../../server/services/auth/passwords';
import type { Clock } from '../../../server/services/clock';
import type { MailMessage } from '../../../server/services/mail';

/** A clock the test moves: token expiry, rate-limit windows and grace periods without waiting. */
export interface TestClock extends Clock {
  set(date: Date): void;
  /** Moves time forward by `seconds` (may be fractional). */
  advance(seconds: number): void;
}

export function testClock(start = new Date('2026-03-02T09:00:00.000Z')): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = date.getTime();
    },
    advance: (seconds) => {
      current += seconds * 1000;
    },
  };
}

/** A tiny built SPA (index.html + one asset), so tests need no `vite build`. */
export const TEST_SPA_DIR = fileURLToPath(new URL('./spa', import.meta.url));

/** Settings for tests: short token lifetimes, no SMTP, silent logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 3000,
    host: '127.0.0.1',
    databaseUrl: null,
    dataDir: '/nonexistent/parlo-test-data',
    embeddedPgPort: 5433,
    publicUrl: 'http://localhost:3000',
    jwtSecret: 'test-secret-that-is-at-least-32-characters-long',
    accessTokenTtlSeconds: 60,
    refreshIdleTtlSeconds: 60 * 60,
    refreshAbsoluteTtlSeconds: 4 * 60 * 60,
    refreshReuseGraceSeconds: 10,
    smtpUrl: null,
    mailFrom: 'Parlo <no-reply@parlo.test>',
    seedDemo: false,
    logLevel: 'silent',
    spaDir: TEST_SPA_DIR,
    ...overrides,
  };
}

export interface TestAppOptions {
  readonly config?: Partial<Config>;
  readonly clock?: TestClock;
  /** Fastify logger options, e.g. `{ level: 'error', stream }` to read what was logged. */
  readonly logger?: BuildAppOptions['logger'];
  /** Extra routes registered before the app is ready (e.g. one that throws). */
  readonly beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /** The generator the app wraps as the product does (default: the offline generator). */
  readonly generator?: BuildAppOptions['generator'];
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly db: Db;
  readonly clock: TestClock;
  readonly config: Config;
  /** Every message the app sent, in order (also kept in the outbox table). */
  readonly mails: MailMessage[];
  /** The outbox table, oldest first. */
  outbox(): Promise<OutboxRow[]>;
  /** The connection URL of this file's own database. */
  readonly databaseUrl: string;
  close(): Promise<void>;
}

const TEMPLATE_DATABASE = 'parlo_template';

/** `CREATE DATABASE … TEMPLATE`, retried while another file is copying the template too. */
async function createDatabaseFromTemplate(adminUrl: string, name: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(
        `create database ${client.escapeIdentifier(name)} template ${TEMPLATE_DATABASE}`,
      );
      return;
    } catch (error) {
      const busy = (error as { code?: string }).code === '55006';
      if (!busy || attempt >= 50) throw error;
    } finally {
      await client.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
  }
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`);
  } finally {
    await client.end();
  }
}

/**
 * The real app (buildApp) on a fresh database copied from the migrated template, so test
 * files run in parallel without seeing each other's rows. Call it in `beforeAll` or a test,
 * and `close` it in `afterAll`.
 */
export async function testApp(options: TestAppOptions = {}): Promise<TestApp> {
  const adminUrl = inject('parloPgAdminUrl');
  const name = `parlo_test_${randomBytes(6).toString('hex')}`;
  await createDatabaseFromTemplate(adminUrl, name);
  const databaseUrl = withDatabase(adminUrl, name);
  const database = openDatabase(databaseUrl, { max: 5 });
  const clock = options.clock ?? testClock();
  const config = testConfig(options.config);
  const mails: MailMessage[] = [];
  const outboxMail = createOutboxMail(database.db, { info: () => undefined }, clock);
  const app = await buildApp({
    config,
    db: database.db,
    clock,
    logger: options.logger ?? false,
    ...(options.generator === undefined ? {} : { generator: options.generator }),
    mail: {
      async send(message) {
        mails.push(message);
        await outboxMail.send(message);
      },
    },
  });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    clock,
    config,
    mails,
    databaseUrl,
    outbox: () => database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id)),
    close: async () => {
      await app.close();
      await database.close();
      await dropDatabase(adminUrl, name);
    },
  };
}

let userCount = 0;

export interface CreateUserOptions extends Partial<
  Omit<NewUserRow, 'passwordHash' | 'privileges'>
> {
  readonly role: Role;
  /**
   * The `privilege` record `info` (and so `tokenFor`) carries, as if a plan gave it; not
   * stored. Without it the token carries none: the role's defaults, every feature.
   */
  readonly privileges?: Privileges;
  /** Plain text; hashed with the server's argon2id settings. */
  readonly password?: string;
}

export interface CreatedUser {
  readonly row: UserRow;
  readonly password: string;
  /** What an access token for this user carries. */
  readonly info: UserInfo;
  /** The login name: e-mail for admins and teachers, user name for pupils. */
  readonly login: string;
}

/**
 * Inserts a signed-up, verified user. Teachers and admins get a unique e-mail, pupils a
 * unique user name, unless the options give them.
 */
export async function createUser(db: Db, options: CreateUserOptions): Promise<CreatedUser> {
  userCount += 1;
  const unique = `${process.pid}-${userCount}-${randomBytes(3).toString('hex')}`;
  const { password = 'Correct-Horse-7-Battery', role, privileges = null, ...rest } = options;
  const isPupil = role === 'PUPIL';
  const [row] = await db
    .insert(users)
    .values({
      fullName: isPupil ? 'Pat Pupil' : role === 'admin' ? 'Ada Admin' : 'Tess Teacher',
      email: isPupil ? null : `${role.toLowerCase()}-${unique}@example.com`,
      userName: isPupil ? `pupil.${unique}` : null,
      emailVerifiedAt: new Date('2026-01-01T00:00:00Z'),
      ...rest,
      role,
      passwordHash: await hashPassword(password),
    })
    .returning();
  if (row === undefined) throw new Error('createUser: no row');
  return {
    row,
    password,
    info: userInfoOf(row, privileges),
    login: (isPupil ? row.userName : row.email) ?? '',
  };
}

/**
 * An access token for `user`, signed by the app's own key and clock, for a session of its own
 * (a refresh-token family row, as a sign-in starts), since a token of no live session is refused.
 */
export async function tokenFor(
  app: FastifyInstance,
  user: UserInfo | CreatedUser,
): Promise<string> {
  const info = 'info' in user ? user.info : user;
  const { db, clock, config } = app.deps;
  const now = clock.now();
  const sessionId = await insertFamily(db, {
    userId: info.id,
    now,
    absoluteExpiresAt: new Date(now.getTime() + config.refreshAbsoluteTtlSeconds * 1000),
  });
  return app.deps.accessTokens.sign(info, sessionId);
}

/** `Authorization: Bearer …` headers. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface SignedIn {
  readonly response: LightMyRequestResponse;
  /** The access token (`data` of the login answer). */
  readonly accessToken: string;
  /** `name=value` of every cookie the answer set, ready for a `cookie` header. */
  readonly cookieHeader: string;
}

/** POST /api/login as the SPA does; fails the test when the answer is not 200. */
export async function signIn(
  app: FastifyInstance,
  login: string,
  password: string,
): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { login, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`signIn(${login}) answered ${response.statusCode}: ${response.body}`);
  }
  const body = response.json<{ data: string }>();
  const cookieHeader = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return { response, accessToken: body.data, cookieHeader };
}
