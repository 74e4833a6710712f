import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureSpaBuilt, SpaBuildError } from '../../../server/spaBuild';

/*
 * `npm start` builds the SPA only when its inputs changed (issue #9: it built on every start).
 * A project folder with a stand-in for vite that records each build and writes an
 * index.html from the sources, as vite's hashed asset names do.
 */

const FAKE_VITE = `
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
const outDir = process.argv[process.argv.indexOf('--outDir') + 1];
const source = readFileSync('src/main.ts', 'utf8');
appendFileSync('builds.log', outDir + '\\n');
if (source.includes('BROKEN')) {
  console.error('src/main.ts: unexpected token');
  process.exit(1);
}
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'index.html'), '<script src="' + source.length + process.env.VITE_FLAVOUR + '"></script>');
`;

let root: string;
let spaDir: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'parlo-spa-'));
  spaDir = path.join(root, 'dist');
  mkdirSync(path.join(root, 'src'));
  mkdirSync(path.join(root, 'node_modules', 'vite', 'bin'), { recursive: true });
  writeFileSync(path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), FAKE_VITE);
  writeFileSync(path.join(root, 'package.json'), '{"type":"module"}');
  writeFileSync(path.join(root, 'index.html'), '<div id="root"></div>');
  writeFileSync(path.join(root, 'src', 'main.ts'), 'render();');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const build = (env: Record<string, string> = {}) => ensureSpaBuilt({ root, spaDir, env });
const builds = () => readFileSync(path.join(root, 'builds.log'), 'utf8').trim().split('\n').length;
const index = () => readFileSync(path.join(spaDir, 'index.html'), 'utf8');

describe('the SPA build at start', () => {
  it('builds when there is no build, then not again while nothing changed', async () => {
    expect(await build()).toEqual({ type: 'built', reason: 'it is not built yet' });
    expect(index()).toContain('<script');
    expect(await build()).toEqual({ type: 'fresh' });
    expect(builds()).toBe(1);
  });

  it.each([
    [
      'a source file changes',
      () => writeFileSync(path.join(root, 'src', 'main.ts'), 'render(App);'),
    ],
    [
      'a new public file',
      () => {
        mkdirSync(path.join(root, 'public'));
        writeFileSync(path.join(root, 'public', 'robots.txt'), 'User-agent: *');
      },
    ],
    ['the lock file changes', () => writeFileSync(path.join(root, 'package-lock.json'), '{}')],
    ['.env changes', () => writeFileSync(path.join(root, '.env'), 'VITE_TITLE=Parlo')],
  ])('builds again when %s', async (_what, change) => {
    await build();
    change();
    expect(await build()).toEqual({ type: 'built', reason: 'its sources changed' });
    expect(builds()).toBe(2);
  });

  it('builds again when a VITE_ variable changes, which the bundle holds', async () => {
    await build({ VITE_FLAVOUR: 'plain' });
    expect(await build({ VITE_FLAVOUR: 'plain', OTHER: 'x' })).toEqual({ type: 'fresh' });
    expect(await build({ VITE_FLAVOUR: 'spicy' })).toMatchObject({ type: 'built' });
    expect(index()).toContain('spicy');
  });

  it('builds again when dist/ holds another build than the one recorded', async () => {
    await build();
    writeFileSync(path.join(spaDir, 'index.html'), '<p>built by hand from other sources</p>');
    expect(await build()).toEqual({
      type: 'built',
      reason: 'dist/ was built from other sources',
    });
  });

  it('a failed build says what vite said, keeps the previous build, and is tried again', async () => {
    await build();
    const before = index();
    writeFileSync(path.join(root, 'src', 'main.ts'), 'BROKEN(');
    const failed = await build().catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(SpaBuildError);
    expect((failed as SpaBuildError).output).toContain('src/main.ts: unexpected token');
    expect(index()).toBe(before);
    await build().catch(() => undefined);
    expect(builds()).toBe(3);
  });

  it('serves dist/ as it is where there are no sources to build from', async () => {
    rmSync(path.join(root, 'src'), { recursive: true });
    expect(await build()).toEqual({ type: 'no-sources' });
    expect(existsSync(path.join(root, 'builds.log'))).toBe(false);
  });
});
