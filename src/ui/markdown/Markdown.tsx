import { useMemo } from 'react';
import { renderMarkdown } from './renderMarkdown';

/** Markdown shown through the one safe renderer (see renderMarkdown). */
export function Markdown({
  source,
  className,
}: {
  readonly source: string;
  readonly className?: string;
}) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  // The HTML comes from renderMarkdown only: raw HTML escaped, links checked, then purified.
  return <div className={className ?? 'markdown'} dangerouslySetInnerHTML={{ __html: html }} />;
}
