import { describe, expect, it } from 'vitest';
import {
  defaultPaperSize,
  isPaperSize,
  paginate,
  printableArea,
  type PageLayout,
  type Span,
} from '@/domain/teaching/worksheet';

const span = (top: number, bottom: number): Span => ({ top, bottom });

function layout(overrides: Partial<PageLayout>): PageLayout {
  return { height: 1000, pageHeight: 300, keep: [], lines: [], breaks: [], ...overrides };
}

describe('paper', () => {
  it('A4 and Letter leave the same margins: 182 × 265 mm and 187.9 × 247.4 mm to print on', () => {
    expect(printableArea('A4')).toEqual({ width: 182, height: 265 });
    const letter = printableArea('Letter');
    expect(letter.width).toBeCloseTo(187.9);
    expect(letter.height).toBeCloseTo(247.4);
  });

  it.each([
    ['en-US', 'Letter'],
    ['es-MX', 'Letter'],
    ['fr-CA', 'Letter'],
    ['en-GB', 'A4'],
    ['de-DE', 'A4'],
    ['zh-Hans-CN', 'A4'],
    ['en', 'A4'],
    ['', 'A4'],
  ] as const)('a browser in %s starts on %s', (locale, paper) => {
    expect(defaultPaperSize(locale)).toBe(paper);
  });

  it('only A4 and Letter are paper sizes', () => {
    expect(isPaperSize('A4')).toBe(true);
    expect(isPaperSize('Letter')).toBe(true);
    expect(isPaperSize('a4')).toBe(false);
    expect(isPaperSize('Legal')).toBe(false);
  });
});

describe('paginate', () => {
  it('a sheet shorter than a page is one page', () => {
    expect(paginate(layout({ height: 200 }))).toEqual([span(0, 200)]);
  });

  it('fills each page to its height when nothing is in the way', () => {
    expect(paginate(layout({ height: 700 }))).toEqual([
      span(0, 300),
      span(300, 600),
      span(600, 700),
    ]);
  });

  it('a question that would be cut goes whole to the next page', () => {
    const pages = paginate(layout({ height: 500, keep: [span(250, 340)] }));
    expect(pages).toEqual([span(0, 250), span(250, 500)]);
  });

  it('a page never ends across a line of text', () => {
    const pages = paginate(layout({ height: 500, lines: [span(280, 310)] }));
    expect(pages[0]).toEqual(span(0, 280));
  });

  it('a block taller than a page is cut between its lines, not moved on whole', () => {
    const lines = Array.from({ length: 20 }, (_, i) => span(50 + i * 40, 80 + i * 40));
    const pages = paginate(layout({ height: 900, keep: [span(50, 850)], lines }));
    // The first page is not left nearly empty: it ends at the last whole line that fits.
    expect(pages[0]).toEqual(span(0, 290));
    for (const page of pages)
      for (const line of lines)
        expect(line.top < page.bottom && line.bottom > page.bottom).toBe(false);
  });

  it('an answer key starts a new page, even when the page before has room', () => {
    const pages = paginate(layout({ height: 600, breaks: [120, 400] }));
    expect(pages).toEqual([span(0, 120), span(120, 400), span(400, 600)]);
  });

  it('a break at the very top makes no empty page', () => {
    expect(paginate(layout({ height: 200, breaks: [0] }))).toEqual([span(0, 200)]);
  });

  it('every pixel of the sheet is on exactly one page, in order', () => {
    const keep = [span(90, 200), span(260, 330), span(500, 620), span(640, 700)];
    const pages = paginate(layout({ height: 1000, keep, breaks: [450] }));
    expect(pages[0]?.top).toBe(0);
    expect(pages.at(-1)?.bottom).toBe(1000);
    pages.slice(1).forEach((page, i) => expect(page.top).toBe(pages[i]?.bottom));
    for (const page of pages) expect(page.bottom - page.top).toBeLessThanOrEqual(300);
  });

  it("a page that starts among a table's rows repeats the table's head and holds that much less", () => {
    const rows = Array.from({ length: 20 }, (_, i) => span(40 + i * 30, 70 + i * 30));
    const head = span(10, 40);
    const pages = paginate(
      layout({ height: 700, keep: rows, heads: [{ head, table: span(10, 640) }] }),
    );
    expect(pages[0]).toEqual(span(0, 280));
    expect(pages[1]).toEqual({ top: 280, bottom: 550, head });
    expect(pages[2]).toEqual({ top: 550, bottom: 700, head });
  });
});
