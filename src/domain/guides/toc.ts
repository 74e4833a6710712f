/*
 * The table of contents of a Markdown document (user guides and generic pages, issue #14).
 * The renderer gives each heading the id computed here, so a contents link always lands.
 */

export interface Heading {
  /** 1 for `#`, 2 for `##`, … */
  readonly level: number;
  /** The heading as read, without Markdown emphasis marks. */
  readonly text: string;
  /** Unique within the document; the anchor of the heading. */
  readonly id: string;
}

const ATX_HEADING = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const FENCE = /^ {0,3}(```|~~~)/;

/** A heading's source text as read: emphasis, code marks and link targets removed. */
export function plainHeadingText(source: string): string {
  return source
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]/g, '')
    .trim();
}

/** The anchor a heading's text gives, before duplicates are numbered: `Step 1 – Type` → `step-1-type`. */
export function headingSlug(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'section' : slug;
}

/** Ids for headings in document order: a repeated slug gets `-2`, `-3`, … */
export function uniqueHeadingIds(texts: readonly string[]): readonly string[] {
  const used = new Set<string>();
  return texts.map((text) => {
    const base = headingSlug(plainHeadingText(text));
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${String(n)}`;
    used.add(id);
    return id;
  });
}

/** Every ATX heading (`#` to `######`) outside fenced code, with its id. */
export function extractHeadings(markdown: string): readonly Heading[] {
  const found: { level: number; source: string }[] = [];
  let fence: string | null = null;
  for (const line of markdown.split(/\r?\n/)) {
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch !== null) {
      const mark = fenceMatch[1] ?? '';
      if (fence === null) fence = mark;
      else if (fence === mark) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const match = ATX_HEADING.exec(line);
    if (match !== null) found.push({ level: (match[1] ?? '#').length, source: match[2] ?? '' });
  }
  const ids = uniqueHeadingIds(found.map((h) => h.source));
  return found.map((h, index) => ({
    level: h.level,
    text: plainHeadingText(h.source),
    id: ids[index] ?? 'section',
  }));
}

/** The document's title: its first level-1 heading, else `fallback`. */
export function documentTitle(markdown: string, fallback: string): string {
  return extractHeadings(markdown).find((h) => h.level === 1)?.text ?? fallback;
}

/** The contents shown beside a guide: level 2 and 3 headings (the title is the page's own). */
export function tableOfContents(markdown: string): readonly Heading[] {
  return extractHeadings(markdown).filter((h) => h.level === 2 || h.level === 3);
}
