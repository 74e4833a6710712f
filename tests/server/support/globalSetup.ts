import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureDatabase, openDatabase } from '../../../server/db/client';
import { freePort, startEmbeddedPostgres } from '../../../server/db/embedded';
import { migrateDatabase } from '../../../server/db/migrate';
import { seedPlanCatalogue } from '../../../server/db/planCatalogue';

/** The migrated database every test file copies (tests/server/support/harness.ts). */
export const TEMPLATE_DATABASE = 'parlo_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser URL of the run's embedded PostgreSQL (database `postgres`). */
    parloPgAdminUrl: string;
  }
}

/**
 * One embedded PostgreSQL for the whole run (DESIGN.md §6 "Tests"), in a temporary folder on a
 * free port, with a template database that has every migration applied.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'parlo-test-pg-'));
  const server = await startEmbeddedPostgres({
    dataDir: path.join(dir, 'pg'),
    port: await freePort(),
    password: 'parlo-test',
  });
  try {
    await ensureDatabase(server.url(), TEMPLATE_DATABASE);
    const template = openDatabase(server.url(TEMPLATE_DATABASE), { max: 1 });
    try {
      await migrateDatabase(template.pool);
      // The plan catalogue, as every start stocks it (server/main.ts).
      await seedPlanCatalogue(template.db);
    } finally {
      await template.close();
    }
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide('parloPgAdminUrl', server.url());
  return async () => {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
