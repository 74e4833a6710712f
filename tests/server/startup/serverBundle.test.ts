import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleServer } from '../../../scripts/serverBundle.mjs';
import { ROOT } from './parloProcess';

/*
 * `npm start` runs the server bundled into one module under node_modules/.cache (issue #9:
 * compiling its TypeScript at each start cost over a second). Files the server reads beside
 * its sources (migrations, the common passwords, packages' data) must be found from there as
 * from the sources, which tests and `npm run dev` run.
 */

// Deeper than the bundles `npm start` runs: a path counted from the module's own place breaks.
const outDir = path.join(
  ROOT,
  'node_modules',
  '.cache',
  'parlo',
  `test-${process.pid}`,
  'one',
  'two',
);
afterAll(() => rmSync(path.dirname(path.dirname(outDir)), { recursive: true, force: true }));

describe('the server bundled as npm start runs it', () => {
  it('finds its migrations, common passwords, dictionary and data folders from the project root', async () => {
    mkdirSync(outDir, { recursive: true });
    await bundleServer(ROOT, outDir, 'tests/server/startup/bundled/readsFiles.ts');
    const out = execFileSync(process.execPath, [path.join(outDir, 'main.cjs')], {
      cwd: outDir,
      encoding: 'utf8',
      env: { PATH: process.env.PATH },
    });
    const sqlFiles = readdirSync(path.join(ROOT, 'server', 'db', 'migrations')).filter((name) =>
      name.endsWith('.sql'),
    );
    expect(JSON.parse(out)).toEqual({
      root: path.resolve(ROOT),
      migrations: sqlFiles.length,
      journal: true,
      commonPassword: true,
      dictionary: true,
      spaDir: path.join(ROOT, 'dist'),
    });
  }, 120_000);
});
