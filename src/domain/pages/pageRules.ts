import { ROUTES } from '@/domain/access/routes';
import { STRING_MAX_LENGTH } from '@/domain/validation/characters';

/*
 * Generic pages (spec §2 `/{id}`, issue #14): "about", "contact", "terms", written by admins in
 * Markdown. The rules live here once, for the server's checks and the editor's hints alike.
 */

/** The same rule as the `pages_slug` check of the database (migration 0011). */
export const PAGE_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;
export const PAGE_TITLE_MAX = 120;
/** About a dozen printed pages: the most any field of the API may hold (its input guard). */
export const PAGE_BODY_MAX = STRING_MAX_LENGTH;

/**
 * Addresses the server answers itself before the SPA (`/api/…`, the built `/assets/…`): a page
 * there could never be reached.
 */
const SERVER_PREFIXES = ['api', 'assets'] as const;

/**
 * Slugs a page may not take: the first segment of every route of the product (`signin`,
 * `docs`, `admin`, `webinars`, …), taken from ROUTES so that a new route reserves its address.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  ...SERVER_PREFIXES,
  ...ROUTES.map((route) => route.path.split('/')[1] ?? '').filter(
    (segment) => segment !== '' && !segment.startsWith(':'),
  ),
]);

export type PageProblem =
  | { readonly type: 'page/slug-format' }
  | { readonly type: 'page/slug-reserved'; readonly slug: string }
  | { readonly type: 'page/title-empty' }
  | { readonly type: 'page/title-too-long'; readonly max: number }
  | { readonly type: 'page/body-empty' }
  | { readonly type: 'page/body-too-long'; readonly max: number; readonly length: number };

/** What is wrong with a slug, or null when a page may take it. */
export function slugProblem(slug: string): PageProblem | null {
  if (!PAGE_SLUG_PATTERN.test(slug)) return { type: 'page/slug-format' };
  if (RESERVED_SLUGS.has(slug)) return { type: 'page/slug-reserved', slug };
  return null;
}

export interface PageFields {
  readonly title: string;
  readonly bodyMarkdown: string;
}

/** The problems of a page's title and body, in the order of the form; empty when it may be saved. */
export function pageFieldProblems({ title, bodyMarkdown }: PageFields): readonly PageProblem[] {
  const problems: PageProblem[] = [];
  if (title.trim() === '') problems.push({ type: 'page/title-empty' });
  else if (title.length > PAGE_TITLE_MAX)
    problems.push({ type: 'page/title-too-long', max: PAGE_TITLE_MAX });
  if (bodyMarkdown.trim() === '') problems.push({ type: 'page/body-empty' });
  else if (bodyMarkdown.length > PAGE_BODY_MAX)
    problems.push({ type: 'page/body-too-long', max: PAGE_BODY_MAX, length: bodyMarkdown.length });
  return problems;
}

/** A problem in the admin's words (the server answers these; the editor shows them). */
export function pageProblemMessage(problem: PageProblem): string {
  switch (problem.type) {
    case 'page/slug-format':
      return 'The address may use lower-case letters, digits and hyphens (up to 63), starting with a letter or digit.';
    case 'page/slug-reserved':
      return `The address “${problem.slug}” belongs to another screen of Parlo; choose another.`;
    case 'page/title-empty':
      return 'Give the page a title.';
    case 'page/title-too-long':
      return `The title may have up to ${String(problem.max)} characters.`;
    case 'page/body-empty':
      return 'Write the page’s text.';
    case 'page/body-too-long':
      return `The text may have up to ${String(problem.max)} characters; it has ${String(problem.length)}.`;
  }
}
