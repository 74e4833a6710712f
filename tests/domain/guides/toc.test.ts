import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  documentTitle,
  extractHeadings,
  headingSlug,
  tableOfContents,
  uniqueHeadingIds,
} from '@/domain/guides/toc';

const GUIDE = [
  '# Choosing your resource options',
  '',
  'Intro text.',
  '## Step 1 – Resource *type*',
  'Body',
  '```md',
  '## not a heading inside code',
  '```',
  '### Languages and `levels`',
  '## Step 1 – Resource type',
  '####### seven hashes is text',
  '#no space is text',
].join('\n');

describe('the table of contents of a guide', () => {
  it('lists ATX headings outside code with plain text and unique ids', () => {
    expect(extractHeadings(GUIDE)).toEqual([
      { level: 1, text: 'Choosing your resource options', id: 'choosing-your-resource-options' },
      { level: 2, text: 'Step 1 – Resource type', id: 'step-1-resource-type' },
      { level: 3, text: 'Languages and levels', id: 'languages-and-levels' },
      { level: 2, text: 'Step 1 – Resource type', id: 'step-1-resource-type-2' },
    ]);
  });

  it('shows levels 2 and 3 and takes the title from the first level-1 heading', () => {
    expect(tableOfContents(GUIDE).map((h) => h.id)).toEqual([
      'step-1-resource-type',
      'languages-and-levels',
      'step-1-resource-type-2',
    ]);
    expect(documentTitle(GUIDE, 'Guide')).toBe('Choosing your resource options');
    expect(documentTitle('no headings', 'Guide')).toBe('Guide');
  });

  it('folds accents and keeps a heading of symbols addressable', () => {
    expect(headingSlug('Café & Crème')).toBe('cafe-creme');
    expect(headingSlug('!!!')).toBe('section');
  });

  it('gives every heading a distinct id made of safe characters (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 20 }), { maxLength: 30 }), (texts) => {
        const ids = uniqueHeadingIds(texts);
        expect(new Set(ids).size).toBe(texts.length);
        for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }),
    );
  });
});
