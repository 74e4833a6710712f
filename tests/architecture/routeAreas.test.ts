import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREA_FIELDS, type AreaName } from '@/application/appServices';

/*
 * A page reads the services of the area its route loads (router.tsx `areaPage('billing', …)`)
 * and the core's; an area field it reads without declaring the area would throw when the page
 * opens in the app (tests hand pages every area at once, so they would not see it). This reads
 * each page's components, as far as their static imports reach, for what they take from
 * `useServices()`.
 */
const ROOT = resolve(__dirname, '../..');
const SRC = join(ROOT, 'src');
const ROUTER = join(SRC, 'ui/app/router.tsx');

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`])
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  return null;
}

const STATIC_IMPORT = /^\s*(import|export)\s+(type\s)?(?:[^'";]*?\sfrom\s)?\s*['"]([^'"]+)['"]/gm;

/** The UI files a page's chunk holds: what its module reaches statically within src/ui. */
function uiFilesOf(entry: string): string[] {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (match[2] !== undefined) continue;
      const target = resolveImport(file, match[3] ?? '');
      if (target === null || seen.has(target) || !target.startsWith(join(SRC, 'ui'))) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  return [...seen];
}

/**
 * The service fields a file reads: `useServices().x`, `const { x, y } = useServices()` and
 * `const s = useServices(); … s.x`. Any other use is reported, so that none goes unread.
 */
function fieldsRead(file: string): { fields: Set<string>; unread: string[] } {
  const text = readFileSync(file, 'utf8');
  const fields = new Set<string>();
  const unread: string[] = [];
  for (const match of text.matchAll(/useServices\(\)/g)) {
    const before = text.slice(0, match.index);
    const after = text.slice(match.index + match[0].length);
    const direct = /^\.(\w+)/.exec(after);
    const destructured = /\{([^{}]*)\}\s*=\s*$/.exec(before);
    const named = /const (\w+)\s*=\s*$/.exec(before);
    if (direct) fields.add(direct[1] ?? '');
    else if (destructured)
      for (const part of (destructured[1] ?? '').split(',')) {
        const key = part.split(':')[0]?.trim();
        if (key) fields.add(key);
      }
    else if (named)
      for (const use of text.matchAll(new RegExp(`\\b${named[1] ?? ''}\\.(\\w+)`, 'g')))
        fields.add(use[1] ?? '');
    else if (!file.endsWith('ServicesContext.tsx') && !file.endsWith('areas.tsx'))
      unread.push(`${relative(ROOT, file)}: ${after.slice(0, 40)}`);
  }
  return { fields, unread };
}

const AREA_OF_FIELD = new Map<string, AreaName>(
  Object.entries(AREA_FIELDS).flatMap(([area, fields]) =>
    fields.map((field) => [field, area as AreaName] as const),
  ),
);

/** The router's pages: each module with the area it declares (null: the core alone). */
function routerPages(): { module: string; area: AreaName | null }[] {
  const text = readFileSync(ROUTER, 'utf8');
  const pages = [
    ...text.matchAll(/(lazy|areaPage\('(\w+)',)\s*\(\)\s*=>\s*import\('(@\/ui\/[^']+)'\)/g),
  ];
  return pages.map((match) => ({
    module: match[3] ?? '',
    area: (match[2] as AreaName | undefined) ?? null,
  }));
}

/** The area fields a page reads that its declared area does not give. */
function undeclared(module: string, area: AreaName | null): string[] {
  const entry = resolveImport(ROUTER, module);
  if (entry === null) throw new Error(`router.tsx imports ${module}, which does not exist`);
  const found: string[] = [];
  for (const file of uiFilesOf(entry))
    for (const field of fieldsRead(file).fields) {
      const owner = AREA_OF_FIELD.get(field);
      if (owner !== undefined && owner !== area)
        found.push(`${module} reads services.${field} (${owner}) in ${relative(ROOT, file)}`);
    }
  return found;
}

describe("each route's page loads the areas it reads", () => {
  const pages = routerPages();

  it('finds the pages of the router, some with an area', () => {
    expect(pages.length).toBeGreaterThan(40);
    expect(pages.filter((page) => page.area !== null).length).toBeGreaterThan(30);
  });

  it('no page reads an area field that its route does not load', () => {
    expect(pages.flatMap(({ module, area }) => undeclared(module, area))).toEqual([]);
  });

  it('the shell around every page (header, layout, guard, tours) reads the core alone', () => {
    expect(undeclared('@/ui/App', null)).toEqual([]);
  });

  it('every use of useServices() in the UI is one this test reads', () => {
    const files = new Set(
      pages.flatMap(({ module }) => uiFilesOf(resolveImport(ROUTER, module) ?? '')),
    );
    expect([...files].flatMap((file) => fieldsRead(file).unread)).toEqual([]);
  });

  it('would catch one: the subscriptions page without its area, the admin users with another', () => {
    expect(undeclared('@/ui/pages/subscription/SubscriptionPage', null)).not.toEqual([]);
    expect(undeclared('@/ui/pages/admin/users/UserListPage', 'teaching')).not.toEqual([]);
  });
});
