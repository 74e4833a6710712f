import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/domain/access/routes';
import {
  PAGE_BODY_MAX,
  PAGE_SLUG_PATTERN,
  PAGE_TITLE_MAX,
  RESERVED_SLUGS,
  pageFieldProblems,
  pageProblemMessage,
  slugProblem,
} from '@/domain/pages/pageRules';

describe('a generic page’s slug', () => {
  it('may be lower-case letters, digits and hyphens, starting with a letter or digit', () => {
    expect(slugProblem('about')).toBeNull();
    expect(slugProblem('terms-2026')).toBeNull();
    expect(slugProblem('9-lives')).toBeNull();
    for (const bad of ['', 'About', '-about', 'a_b', 'a b', 'a/b', 'café', 'a'.repeat(64)])
      expect(slugProblem(bad)).toEqual({ type: 'page/slug-format' });
  });

  it('never takes the first segment of a route of the product', () => {
    for (const taken of ['signin', 'register', 'webinars', 'docs', 'admin', 'pay', 'api'])
      expect(slugProblem(taken)).toEqual({ type: 'page/slug-reserved', slug: taken });
    expect(pageProblemMessage({ type: 'page/slug-reserved', slug: 'docs' })).toContain('“docs”');
  });

  it('reserves every static first segment of ROUTES and no route parameter', () => {
    for (const route of ROUTES) {
      const first = route.path.split('/')[1] ?? '';
      if (first !== '' && !first.startsWith(':')) expect(RESERVED_SLUGS.has(first)).toBe(true);
    }
    expect([...RESERVED_SLUGS].some((s) => s.startsWith(':'))).toBe(false);
    // The generic page route itself (`/:id`) reserves nothing: "about" stays free.
    expect(RESERVED_SLUGS.has('about')).toBe(false);
  });

  it('is accepted exactly when it matches the pattern and is not reserved (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 70 }), (slug) => {
        const ok = PAGE_SLUG_PATTERN.test(slug) && !RESERVED_SLUGS.has(slug);
        expect(slugProblem(slug) === null).toBe(ok);
      }),
    );
  });
});

describe('a generic page’s title and body', () => {
  it('must both be written, within their limits', () => {
    expect(pageFieldProblems({ title: 'About', bodyMarkdown: 'Hello' })).toEqual([]);
    expect(pageFieldProblems({ title: '  ', bodyMarkdown: '\n' })).toEqual([
      { type: 'page/title-empty' },
      { type: 'page/body-empty' },
    ]);
    expect(
      pageFieldProblems({
        title: 't'.repeat(PAGE_TITLE_MAX + 1),
        bodyMarkdown: 'b'.repeat(PAGE_BODY_MAX + 1),
      }),
    ).toEqual([
      { type: 'page/title-too-long', max: PAGE_TITLE_MAX },
      { type: 'page/body-too-long', max: PAGE_BODY_MAX, length: PAGE_BODY_MAX + 1 },
    ]);
    expect(pageFieldProblems({ title: 't'.repeat(PAGE_TITLE_MAX), bodyMarkdown: 'b' })).toEqual([]);
  });
});
