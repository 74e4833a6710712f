import { extractHeadings, plainHeadingText } from './toc';

/*
 * Search over the user guides (issue #14): each guide is cut into sections at its headings, and
 * a section matches when it holds every word of the query. Ranking favours a word in the guide's
 * title, then in the section's heading, then how often the words occur in its text.
 */

export interface GuideText {
  readonly id: string;
  readonly title: string;
  readonly markdown: string;
}

export interface GuideHit {
  readonly guideId: string;
  readonly guideTitle: string;
  /** The section's heading id (the anchor to open), null for text before the first heading. */
  readonly headingId: string | null;
  readonly headingText: string;
  /** A short piece of the section's text around the first word found. */
  readonly snippet: string;
  readonly score: number;
}

const TITLE_WEIGHT = 10;
const HEADING_WEIGHT = 5;
export const SEARCH_RESULT_LIMIT = 20;
const SNIPPET_RADIUS = 60;

/** The query's words: lower case, accents folded, two letters or more, each once. */
export function queryWords(query: string): readonly string[] {
  const words = fold(query)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2);
  return [...new Set(words)];
}

function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function occurrences(haystack: string, word: string): number {
  let count = 0;
  for (let at = haystack.indexOf(word); at !== -1; at = haystack.indexOf(word, at + word.length))
    count += 1;
  return count;
}

/** Markdown marks that would only clutter a snippet. */
function plainText(markdown: string): string {
  return plainHeadingText(markdown.replace(/^\s*(#{1,6}|[-*+]|\d+\.|>)\s+/gm, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

interface Section {
  readonly headingId: string | null;
  readonly headingText: string;
  readonly body: string;
}

function sections(guide: GuideText): readonly Section[] {
  const headings = extractHeadings(guide.markdown);
  const result: Section[] = [];
  let current: { headingId: string | null; headingText: string; lines: string[] } = {
    headingId: null,
    headingText: guide.title,
    lines: [],
  };
  let next = 0;
  let fenced = false;
  for (const line of guide.markdown.split(/\r?\n/)) {
    if (/^ {0,3}(```|~~~)/.test(line)) fenced = !fenced;
    const heading = headings[next];
    if (!fenced && heading !== undefined && /^ {0,3}#{1,6}[ \t]/.test(line)) {
      result.push({ ...current, body: plainText(current.lines.join('\n')) });
      current = { headingId: heading.id, headingText: heading.text, lines: [] };
      next += 1;
    } else current.lines.push(line);
  }
  result.push({ ...current, body: plainText(current.lines.join('\n')) });
  return result.filter((s) => s.body !== '' || s.headingId !== null);
}

function snippetOf(body: string, words: readonly string[]): string {
  const folded = fold(body);
  const at = Math.min(
    ...words.map((w) => folded.indexOf(w)).filter((i) => i !== -1),
    Number.MAX_SAFE_INTEGER,
  );
  if (at === Number.MAX_SAFE_INTEGER) return body.slice(0, SNIPPET_RADIUS * 2);
  const start = Math.max(0, at - SNIPPET_RADIUS);
  const end = Math.min(body.length, at + SNIPPET_RADIUS);
  return `${start > 0 ? '…' : ''}${body.slice(start, end).trim()}${end < body.length ? '…' : ''}`;
}

/**
 * The sections of `guides` that hold every word of `query`, best first (ties keep the guides'
 * order), at most SEARCH_RESULT_LIMIT. An empty query finds nothing.
 */
export function searchGuides(guides: readonly GuideText[], query: string): readonly GuideHit[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const hits: GuideHit[] = [];
  for (const guide of guides) {
    const title = fold(guide.title);
    for (const section of sections(guide)) {
      const heading = fold(section.headingText);
      const body = fold(section.body);
      let score = 0;
      let all = true;
      for (const word of words) {
        const inTitle = title.includes(word);
        const inHeading = heading.includes(word);
        const inBody = occurrences(body, word);
        if (!inTitle && !inHeading && inBody === 0) {
          all = false;
          break;
        }
        score += (inTitle ? TITLE_WEIGHT : 0) + (inHeading ? HEADING_WEIGHT : 0) + inBody;
      }
      if (!all) continue;
      hits.push({
        guideId: guide.id,
        guideTitle: guide.title,
        headingId: section.headingId,
        headingText: section.headingText,
        snippet: snippetOf(section.body, words),
        score,
      });
    }
  }
  // Array.prototype.sort is stable: equal scores keep the guides' and sections' order.
  return hits.sort((a, b) => b.score - a.score).slice(0, SEARCH_RESULT_LIMIT);
}
