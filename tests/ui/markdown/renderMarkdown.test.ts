import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@/ui/markdown/renderMarkdown';

describe('the one Markdown renderer', () => {
  it('escapes raw HTML and refuses script links', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1)) [d](data:text/html,hi) [v](vbscript:msgbox)',
    );
    const root = document.createElement('div');
    root.innerHTML = html;
    expect(root.querySelectorAll('script, img, a')).toHaveLength(0);
    expect(root.textContent).toContain('<script>alert(1)</script>');
  });

  it('gives headings the contents’ ids and other sites’ links rel="noopener noreferrer"', () => {
    const root = document.createElement('div');
    root.innerHTML = renderMarkdown(
      '## Step 1 – Type\n\n[site](https://example.com) [in](/docs/x)',
    );
    expect(root.querySelector('h2')?.id).toBe('step-1-type');
    expect(root.querySelector('a[href="https://example.com"]')?.getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
    expect(root.querySelector('a[href="/docs/x"]')?.getAttribute('rel')).toBeNull();
  });
});
