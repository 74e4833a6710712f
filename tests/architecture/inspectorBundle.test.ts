import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'vite';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const INSPECTOR = path.join(ROOT, 'src/infrastructure/inspect/inspector.ts');

/** Strings that only the inspector package brings: its name, its API and its event types. */
const INSPECTOR_MARKERS = ['statelyai', 'createBrowserInspector'];

const workDir = mkdtempSync(path.join(tmpdir(), 'inspector-bundle-'));

afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

/**
 * Builds a tiny entry that uses `createInspector`, with the repository's Vite config, and
 * returns the text of every emitted file. The entry is ours rather than the app's so that the
 * test depends on nothing but the inspector module; it keeps the result alive so that the
 * call cannot be tree-shaken away.
 */
async function bundleText(nodeEnv: 'production' | 'development'): Promise<string> {
  const entry = path.join(workDir, `entry-${nodeEnv}.ts`);
  const outDir = path.join(workDir, `dist-${nodeEnv}`);
  writeFileSync(
    entry,
    [
      `import { createInspector } from ${JSON.stringify(INSPECTOR)};`,
      'void createInspector().then((inspector) => {',
      '  (globalThis as Record<string, unknown>).parloInspector = inspector;',
      '});',
      '',
    ].join('\n'),
  );
  const saved = { nodeEnv: process.env.NODE_ENV, inspect: process.env.VITE_INSPECT };
  // Vite derives `import.meta.env.DEV` from NODE_ENV, which vitest sets to `test`; `vite build`
  // on the command line runs with it unset, that is, as `production`. The flag is on in both
  // builds: only the build mode may keep the inspector out.
  process.env.NODE_ENV = nodeEnv;
  process.env.VITE_INSPECT = '1';
  try {
    await build({
      configFile: path.join(ROOT, 'vite.config.ts'),
      root: ROOT,
      logLevel: 'silent',
      build: {
        outDir,
        emptyOutDir: true,
        rolldownOptions: { input: entry },
      },
    });
  } finally {
    if (saved.nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = saved.nodeEnv;
    if (saved.inspect === undefined) delete process.env.VITE_INSPECT;
    else process.env.VITE_INSPECT = saved.inspect;
  }
  return readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(m?js|css|html)$/.test(name))
    .map((name) => readFileSync(path.join(outDir, name), 'utf8'))
    .join('\n');
}

describe('Stately inspector in the bundle (issue #2 "Machines made visible")', () => {
  it('a production build contains none of @statelyai/inspect, even with VITE_INSPECT=1', async () => {
    const text = await bundleText('production');
    expect(text.length).toBeGreaterThan(0);
    for (const marker of INSPECTOR_MARKERS) expect(text).not.toContain(marker);
  }, 60_000);

  it('a development build with VITE_INSPECT=1 does load it (the probe can see the package)', async () => {
    const text = await bundleText('development');
    expect(INSPECTOR_MARKERS.some((marker) => text.includes(marker))).toBe(true);
  }, 60_000);
});
