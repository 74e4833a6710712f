import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builtServer, ensureServerBuilt } from '../../../scripts/serverBundle.mjs';

/*
 * `npm start` runs the server's bundle when one was built from the current sources, and a start
 * that ran the sources builds it (issue #9). A project folder with a stand-in for the build that
 * records each build and writes a main.cjs from the sources.
 */

const FAKE_BUILD = `
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
const [outDir] = process.argv.slice(2);
const source = readFileSync('server/main.ts', 'utf8');
appendFileSync('builds.log', outDir + '\\n');
if (source.includes('BROKEN')) {
  console.error('server/main.ts: unexpected token');
  process.exit(1);
}
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'main.cjs'), '// ' + source);
`;

let root: string;
const bundles = () => path.join(root, 'node_modules', '.cache', 'parlo', 'server');
const listed = () => (existsSync(bundles()) ? readdirSync(bundles()) : []);
const builds = () =>
  existsSync(path.join(root, 'builds.log'))
    ? readFileSync(path.join(root, 'builds.log'), 'utf8').trim().split('\n').length
    : 0;
const edit = (source: string) => writeFileSync(path.join(root, 'server', 'main.ts'), source);

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'parlo-server-bundle-'));
  mkdirSync(path.join(root, 'server'));
  mkdirSync(path.join(root, 'scripts'));
  writeFileSync(path.join(root, 'scripts', 'buildServer.mjs'), FAKE_BUILD);
  writeFileSync(path.join(root, 'package.json'), '{"type":"module"}');
  edit('main();');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the server bundle npm start runs', () => {
  it('is none before a build, then the one built, and is not built again while nothing changed', async () => {
    expect(builtServer(root)).toBeNull();
    const entry = await ensureServerBuilt(root);
    expect(entry).not.toBeNull();
    expect(readFileSync(entry!, 'utf8')).toBe('// main();');
    expect(builtServer(root)).toBe(entry);
    expect(await ensureServerBuilt(root)).toBe(entry);
    expect(builds()).toBe(1);
  });

  it('is none once a source changes; the new build has a folder of its own, the last three are kept', async () => {
    const first = await ensureServerBuilt(root);
    edit('main(1);');
    expect(builtServer(root)).toBeNull();
    const second = await ensureServerBuilt(root);
    expect(path.dirname(second!)).not.toBe(path.dirname(first!));
    // A server started from the first build may still be loading it.
    expect(readFileSync(first!, 'utf8')).toBe('// main();');
    for (const source of ['main(2);', 'main(3);']) {
      edit(source);
      await ensureServerBuilt(root);
    }
    expect(listed()).toHaveLength(3);
    expect(existsSync(first!)).toBe(false);
    expect(readFileSync(builtServer(root)!, 'utf8')).toBe('// main(3);');
  });

  it('a failed build says what the bundler said, leaves no bundle, and is tried again', async () => {
    edit('BROKEN(');
    const failed = await ensureServerBuilt(root).catch((error: unknown) => error);
    expect(String(failed)).toContain('server/main.ts: unexpected token');
    expect(builtServer(root)).toBeNull();
    expect(listed()).toEqual([]);
    await ensureServerBuilt(root).catch(() => undefined);
    expect(builds()).toBe(2);
  });

  it('removes what a build killed half-way left, and nothing a running build writes', async () => {
    mkdirSync(path.join(bundles(), '.build-999999999'), { recursive: true });
    mkdirSync(path.join(bundles(), `.build-${process.ppid}`), { recursive: true });
    await ensureServerBuilt(root);
    expect(existsSync(path.join(bundles(), '.build-999999999'))).toBe(false);
    expect(existsSync(path.join(bundles(), `.build-${process.ppid}`))).toBe(true);
  });
});
