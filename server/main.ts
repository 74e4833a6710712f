import path from 'node:path';
import * as E from 'fp-ts/Either';
import type { FastifyInstance } from 'fastify';
import { ensureServerBuilt } from '../scripts/serverBundle.mjs';
import { createOfflineGenerator } from './adapters/generation/offline/offlineGenerator';
import { createMail } from './adapters/mail/createMail';
import type { ConfiguredMail } from './adapters/mail/createMail';
import { describeBilling, describeGenerator, loadConfig, readOrCreateSecret } from './config';
import type { Config } from './config';
import { ensureDatabase, openDatabase } from './db/client';
import type { Database } from './db/client';
import { PortInUseError, startEmbeddedPostgres } from './db/embedded';
import type { EmbeddedPostgres } from './db/embedded';
import { FolderLockedError } from './db/folderLock';
import { migrateDatabase } from './db/migrate';
import { seedPlanCatalogue } from './db/planCatalogue';
import { DEMO_ACCOUNTS, DEMO_CLASSROOM, seedDemoData } from './db/seed';
import { buildApp, loggerOptions } from './http/app';
import { systemClock } from './services/clock';
import type { ContentGenerator } from './services/generation/port';
import { interruptAbandonedJobs } from './services/resources/generation';
import { PROJECT_ROOT } from './paths';
import { ensureSpaBuilt, SpaBuildError } from './spaBuild';

/*
 * `npm start`: configuration, PostgreSQL (embedded unless DATABASE_URL; it locks the data
 * folder first, so a second start on the same folder stops here and touches nothing), the
 * SPA build when its sources changed (--build-spa), the server's bundle when these sources run
 * through tsx for want of one (--build-server, scripts/start.mjs), migrations, demo data on the
 * first start, then HTTP. Stopping runs the other way round: HTTP first, so no request loses its
 * database, then PostgreSQL, so the next start finds every row.
 */

const DATABASE_NAME = 'parlo';
/**
 * `npm start` passes --build-spa: build the SPA when its sources changed. Without it (the API
 * beside `npm run dev`, tests) dist/ is served as it is: editing sources there must not cost a
 * production build at each restart.
 */
const BUILD_SPA = process.argv.slice(2).includes('--build-spa');
/**
 * scripts/start.mjs passes --build-server when no bundle of these sources exists (it runs them
 * through tsx then): build it, for the next start, once this start holds the data folder.
 */
const BUILD_SERVER = process.argv.slice(2).includes('--build-server');

/** What is running and must be stopped, in reverse order of starting. */
interface Running {
  postgres?: EmbeddedPostgres;
  database?: Database;
  mail?: ConfiguredMail;
  app?: FastifyInstance;
}

/** One line on stderr and exit 1: a bad start never shows a stack trace (issue #3). */
function fail(message: string): never {
  process.stderr.write(`Parlo cannot start: ${message}\n`);
  process.exit(1);
}

/** A start-up failure as one line, with the setting to change when there is one. */
function describeStartError(error: unknown, config: Config): string {
  if (error instanceof FolderLockedError)
    return `the data folder ${config.dataDir} is in use by another Parlo (process ${error.holder.pid}; lock file ${error.lockFile}). Stop that one first, or set PARLO_DATA_DIR to another folder.`;
  if (error instanceof PortInUseError)
    return config.embeddedPgPort === null
      ? `no free port for the embedded PostgreSQL (another process took each one chosen, last ${error.port}); set EMBEDDED_PG_PORT to a free port.`
      : `EMBEDDED_PG_PORT ${error.port} is already in use (another PostgreSQL?); set EMBEDDED_PG_PORT to a free port, or leave it unset and Parlo picks one.`;
  const e = error as NodeJS.ErrnoException;
  if (e.code === 'EADDRINUSE')
    return `PORT ${config.port} is already in use on ${config.host}; set PORT to a free port.`;
  if (e.code === 'EACCES')
    return `PORT ${config.port} needs privileges this user lacks; set PORT above 1023.`;
  if (e.code === 'EADDRNOTAVAIL') return `HOST ${config.host} is not an address of this machine.`;
  if (e.code === 'ECONNREFUSED' && config.databaseUrl !== null)
    return 'DATABASE_URL: nothing answers at that address.';
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? 'unknown error';
}

async function stop(running: Running): Promise<void> {
  await running.app?.close();
  running.mail?.close();
  await running.database?.close();
  await running.postgres?.stop();
}

/**
 * The AI provider when AI_BASE_URL is set, else the built-in offline generator (DESIGN.md
 * §6). Failed provider calls are logged as warnings: the teacher sees a short message, the
 * administrator the status codes.
 */
async function createGenerator(config: Config, running: Running): Promise<ContentGenerator> {
  if (config.ai === undefined) return createOfflineGenerator();
  // The openai SDK is the largest import of the server: loaded only when a provider is set.
  const { createOpenAiGenerator } = await import('./adapters/generation/openai/openaiGenerator');
  return createOpenAiGenerator(
    {
      baseUrl: config.ai.baseUrl,
      apiKey: config.ai.apiKey,
      model: config.ai.model,
      timeoutMs: config.ai.timeoutSeconds * 1000,
    },
    { log: (details, message) => running.app?.log.warn(details, message) },
  );
}

function banner(config: Config, address: string, seeded: boolean): string {
  const lines = [`Parlo is running at ${config.publicUrl} (listening on ${address}).`];
  lines.push(describeGenerator(config));
  lines.push(describeBilling(config));
  if (config.host === '127.0.0.1' || config.host === 'localhost') {
    lines.push('Only this machine can connect; set HOST=0.0.0.0 to expose it.');
  }
  if (config.seedDemo) {
    lines.push(
      seeded ? 'Demo accounts (created just now):' : 'Demo accounts (created on the first start):',
    );
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      lines.push(`  ${account.role.padEnd(8)} ${account.login.padEnd(20)} ${account.password}`);
    }
    lines.push(`  (the pupil is in the teacher's classroom "${DEMO_CLASSROOM}")`);
  }
  if (config.smtpUrl === null)
    lines.push('E-mail goes to the outbox (admin: GET /api/admin/outbox); links are logged.');
  return lines.join('\n');
}

/** A failed build is said and the start goes on: these sources run, through tsx. */
async function buildServerForNextStart(): Promise<void> {
  process.stdout.write('Building the server for the next start…\n');
  try {
    await ensureServerBuilt(PROJECT_ROOT);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`The server did not build (the next start tries again): ${message}\n`);
  }
}

async function main(): Promise<void> {
  const loaded = await loadConfig(process.env);
  if (E.isLeft(loaded)) fail(loaded.left);
  const config = loaded.right;
  const running: Running = {};

  let stopping: Promise<void> | undefined;
  const shutdown = (signal: NodeJS.Signals) => {
    stopping ??= (async () => {
      process.stdout.write(`\n${signal}: stopping Parlo…\n`);
      try {
        await stop(running);
        process.stdout.write('Parlo stopped.\n');
        process.exitCode = 0;
      } catch (error) {
        process.stderr.write(`Parlo did not stop cleanly: ${describeStartError(error, config)}\n`);
        process.exitCode = 1;
      }
    })();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  try {
    let databaseUrl = config.databaseUrl;
    if (databaseUrl === null) {
      process.stdout.write(`Starting PostgreSQL (data in ${config.dataDir})…\n`);
      running.postgres = await startEmbeddedPostgres({
        dataDir: path.join(config.dataDir, 'postgres'),
        port: config.embeddedPgPort ?? undefined,
        avoidPorts: [config.port],
        password: await readOrCreateSecret(path.join(config.dataDir, 'pg-password')),
        onLog: (line) => running.app?.log.debug({ postgres: line }),
      });
      await ensureDatabase(running.postgres.url(), DATABASE_NAME);
      databaseUrl = running.postgres.url(DATABASE_NAME);
    }
    if (BUILD_SPA)
      await ensureSpaBuilt({
        root: PROJECT_ROOT,
        spaDir: config.spaDir,
        env: process.env,
        onBuild: (reason) =>
          process.stdout.write(`Building the web app (${reason}); this takes a while…\n`),
      });
    if (BUILD_SERVER) await buildServerForNextStart();
    running.database = openDatabase(databaseUrl, {
      onError: (error) => running.app?.log.error({ err: error }, 'idle database connection failed'),
    });
    await migrateDatabase(running.database.pool);
    const interrupted = await interruptAbandonedJobs({
      db: running.database.db,
      clock: systemClock,
    });
    if (interrupted > 0)
      process.stdout.write(
        `${interrupted} generation job(s) of a Parlo that stopped are now marked interrupted.\n`,
      );
    await seedPlanCatalogue(running.database.db);
    if (config.stripe?.prices !== undefined) {
      const { applyStripePrices } = await import('./adapters/billing/stripe/stripePrices');
      const prices = await applyStripePrices(running.database.db, config.stripe.prices);
      if (prices.unknown.length > 0)
        throw new Error(
          `STRIPE_PRICES names plans the plans table does not have: ${prices.unknown.join(', ')}.`,
        );
      if (prices.changed.length > 0)
        process.stdout.write(`Stripe prices set on the plans ${prices.changed.join(', ')}.
`);
    }
    const seeded = config.seedDemo ? await seedDemoData(running.database.db, systemClock) : false;

    running.mail = await createMail(config, running.database.db, {
      info: (details, message) => running.app?.log.info(details, message),
    });
    running.app = await buildApp({
      config,
      db: running.database.db,
      mail: running.mail.mail,
      clock: systemClock,
      generator: await createGenerator(config, running),
      logger: loggerOptions(config.logLevel),
    });
    if (stopping !== undefined) {
      // A signal came while starting: stop what the shutdown did not see yet.
      await stopping;
      await stop(running);
      return;
    }
    const address = await running.app.listen({ port: config.port, host: config.host });
    process.stdout.write(`${banner(config, address, seeded)}\n`);
  } catch (error) {
    if (error instanceof SpaBuildError) process.stderr.write(`${error.output}\n`);
    const message = describeStartError(error, config);
    await stop(running).catch(() => undefined);
    fail(message);
  }
}

void main();
