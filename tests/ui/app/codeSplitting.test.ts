import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * DESIGN.md §5: route-level code splitting, so the landing page does not download the screens
 * behind other routes. A page is split off when nothing reaches it through a static import from
 * the app's root; only `import()` may lead there.
 */
const ROOT = resolve(__dirname, '../../..');
const SRC = join(ROOT, 'src');

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null; // a package
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

const STATIC_IMPORT = /^\s*(?:import|export)\s(?:[^'"]*?\sfrom\s)?\s*['"]([^'"]+)['"]/gm;

/** Every source file reachable from `entry` through static imports only. */
function staticallyReachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const target = resolveImport(file, match[1] ?? '');
      if (target !== null) queue.push(target);
    }
  }
  return seen;
}

describe('route-level code splitting', () => {
  const reachable = [...staticallyReachable(join(SRC, 'ui/App.tsx'))].map((file) =>
    relative(ROOT, file),
  );

  it('the app shell reaches the router, layout and guard statically', () => {
    expect(reachable).toEqual(
      expect.arrayContaining([
        'src/ui/app/router.tsx',
        'src/ui/layout/Header.tsx',
        'src/ui/app/RouteGuard.tsx',
      ]),
    );
  });

  it('no page is in the shell: each is loaded when its route opens', () => {
    const pages = reachable.filter((file) => file.startsWith('src/ui/pages/'));
    // The error page must not be lazy: it is what shows when loading a page's code fails.
    expect(pages).toEqual(['src/ui/pages/RouteErrorPage.tsx']);
  });
});
