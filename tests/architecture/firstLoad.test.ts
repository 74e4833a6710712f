import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The JavaScript every visitor loads first is what the entry (src/main.tsx) reaches through
 * static imports: Vite puts all of it in the `app` chunk (vite.config.ts), and only `import()`
 * starts another chunk. The admin console's, billing's and the organisation's machines,
 * contracts and adapters come with their pages (the composition root's areas), never in it.
 * Read from the sources rather than a build: a build takes longer than the whole test run.
 */
const ROOT = resolve(__dirname, '../..');
const SRC = join(ROOT, 'src');
const ENTRY = join(SRC, 'main.tsx');

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null; // a package
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`])
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  if (/\.(css|md|svg|json)(\?\w+)?$/.test(specifier)) return null; // an asset, not code
  throw new Error(`${relative(ROOT, from)} imports ${specifier}, which is not a source file`);
}

/**
 * Imports and re-exports that stay in the emitted code. `import type` and `export type` are
 * erased; with `verbatimModuleSyntax` an `import { type X }` is kept, so it counts.
 */
const STATIC_IMPORT = /^\s*(import|export)\s+(type\s)?(?:[^'";]*?\sfrom\s)?\s*['"]([^'"]+)['"]/gm;

/** Every source file reachable from `entry` through static imports, with the path to each. */
function staticallyReachable(entry: string): Map<string, string[]> {
  const paths = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(STATIC_IMPORT)) {
      if (match[2] !== undefined) continue;
      const target = resolveImport(file, match[3] ?? '');
      if (target === null || paths.has(target)) continue;
      paths.set(target, [...(paths.get(file) ?? []), target]);
      queue.push(target);
    }
  }
  return paths;
}

const rel = (file: string) => relative(ROOT, file);

/** The source files of the areas every visitor must not load first, by what they are. */
const KEPT_OUT = [
  /^src\/application\/(admin|billing|organisation)\//,
  /^src\/contract\/(admin\w*|billing\w*|organisation|activityStream|prompts|wordLists)\.ts$/,
  /^src\/infrastructure\/http\/(admin\w*|billing|organisation|activityStream|prompts|wordLists)-api\.ts$/,
  /^src\/infrastructure\/composition\/areas\//,
  /^src\/ui\/pages\/(admin|subscription|organisation)\//,
];

function violations(reachable: Map<string, string[]>): string[] {
  return [...reachable]
    .filter(([file]) => KEPT_OUT.some((pattern) => pattern.test(rel(file))))
    .map(([, path]) => path.map(rel).join(' → '));
}

describe('the first-load JavaScript', () => {
  const reachable = staticallyReachable(ENTRY);

  it('holds the composition root, the session and the router: the walk follows the entry', () => {
    expect([...reachable.keys()].map(rel)).toEqual(
      expect.arrayContaining([
        'src/infrastructure/composition/container.ts',
        'src/application/session/session.machine.ts',
        'src/ui/app/router.tsx',
      ]),
    );
  });

  it('imports no admin, billing or organisation module (each comes with its pages)', () => {
    expect(violations(reachable)).toEqual([]);
  });

  it("would catch one: an area's bindings reach the modules kept out", () => {
    for (const area of ['adminArea', 'billingArea', 'organisationArea']) {
      const file = join(SRC, 'infrastructure/composition/areas', `${area}.ts`);
      expect(violations(staticallyReachable(file)).length).toBeGreaterThan(1);
    }
  });

  it('the composition root reaches every area by import() alone', () => {
    const container = readFileSync(join(SRC, 'infrastructure/composition/container.ts'), 'utf8');
    const areas = readdirSync(join(SRC, 'infrastructure/composition/areas'))
      .filter((file) => file.endsWith('Area.ts') && file !== 'bindArea.ts')
      .map((file) => file.replace(/\.ts$/, ''));
    expect(areas).toEqual(expect.arrayContaining(['adminArea', 'billingArea']));
    for (const area of areas) expect(container).toContain(`import('./areas/${area}')`);
  });
});
