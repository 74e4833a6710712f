import DOMPurify from 'dompurify';
import MarkdownIt from 'markdown-it';
import { uniqueHeadingIds } from '@/domain/guides/toc';

/*
 * The one Markdown renderer of Parlo (issue #14): user guides, generic pages and the editor's
 * preview. Admins' Markdown must never run script: raw HTML is escaped (html: false), links
 * only to http(s), mailto, tel, in-site paths and anchors, and DOMPurify checks the result
 * again in case a later option opens a door.
 */

const SAFE_LINK = /^(https?:|mailto:|tel:|\/(?!\/)|#|\.{0,2}\/?[^:]*$)/i;

const md = new MarkdownIt({ html: false, linkify: false, typographer: false });

// markdown-it already refuses javascript:, vbscript:, file: and most data: links; an allow
// list also refuses any other scheme, data:image included.
md.validateLink = (url: string) => SAFE_LINK.test(url.trim());

// Headings get the ids of the domain's table of contents, so its links land.
md.core.ruler.push('heading_ids', (state) => {
  const tokens = state.tokens;
  const headings = tokens.flatMap((token, index) =>
    token.type === 'heading_open' ? [{ token, text: tokens[index + 1]?.content ?? '' }] : [],
  );
  const ids = uniqueHeadingIds(headings.map((h) => h.text));
  headings.forEach((h, index) => h.token.attrSet('id', ids[index] ?? 'section'));
});

// Links to other sites must not hand them this window (rel) nor the page's address.
const renderLinkOpen =
  md.renderer.rules.link_open ??
  ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx];
  const href = token?.attrGet('href') ?? '';
  if (token !== undefined && /^https?:/i.test(href)) token.attrSet('rel', 'noopener noreferrer');
  return renderLinkOpen(tokens, idx, options, env, self);
};

/** Safe HTML for Markdown written by an admin or shipped as a guide. */
export function renderMarkdown(markdown: string): string {
  const html = md.render(markdown);
  // DOMPurify needs a DOM; the browser and jsdom tests have one.
  return typeof window === 'undefined'
    ? html
    : DOMPurify.sanitize(html, { ADD_ATTR: ['rel'], FORBID_TAGS: ['style', 'form'] });
}
