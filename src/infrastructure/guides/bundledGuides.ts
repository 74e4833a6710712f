import type { GuideLibrary } from '@/application/guides/ports';

/*
 * The user guides are Markdown files in content/guides (issue #14). Vite turns each into its
 * own small chunk (eager: false), so a guide downloads only when it is opened or searched.
 */
const FILES = import.meta.glob<string>('../../../content/guides/*.md', {
  query: '?raw',
  import: 'default',
  eager: false,
});

/** `../../../content/guides/steps-1-7.md` → `steps-1-7`. */
const idOf = (path: string) => path.replace(/^.*\//, '').replace(/\.md$/, '');

/** The order the guides are listed in: the creation steps first, as the menu leads there. */
const ORDER = [
  'steps-1-7-of-choosing-your-resource-options',
  'review-page',
  'activities',
  'teaching-screen',
  'classrooms-and-homework',
  'subscriptions',
];

export function createBundledGuides(): GuideLibrary {
  const loaders = new Map(Object.entries(FILES).map(([path, load]) => [idOf(path), load]));
  const rank = (id: string) => (ORDER.includes(id) ? ORDER.indexOf(id) : ORDER.length);
  const ids = [...loaders.keys()].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return {
    ids: () => ids,
    async load(id) {
      const loader = loaders.get(id);
      return loader === undefined ? null : loader();
    },
  };
}
