import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DATA_SHARING_AGREEMENT_URL, Footer, PRIVACY_POLICY_URL } from '@/ui/layout/Footer';
import { renderApp } from '../support/renderApp';

describe('footer', () => {
  it('prints the year of the injected clock in the copyright line', () => {
    render(<Footer now={new Date('2031-03-04T12:00:00')} />);
    expect(screen.getByText('© 2031 Parlo')).toBeInTheDocument();
  });

  it('takes the year from the services clock in the app', async () => {
    renderApp('/', { now: new Date('2029-07-01T12:00:00') });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText('© 2029 Parlo')).toBeInTheDocument();
  });

  it('links the privacy policy and the data sharing agreement, each in a new tab', () => {
    render(<Footer now={new Date('2026-01-01T12:00:00')} />);
    const privacy = screen.getByRole('link', { name: 'Privacy policy (opens in a new tab)' });
    const sharing = screen.getByRole('link', {
      name: 'Data sharing agreement (opens in a new tab)',
    });
    expect(privacy).toHaveAttribute('href', '/privacy-policy.html');
    expect(sharing).toHaveAttribute('href', '/data-sharing-agreement.html');
    for (const link of [privacy, sharing]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  // Vite copies public/ to the site root, so a link to /x.html needs public/x.html (no more 404).
  it.each([
    [PRIVACY_POLICY_URL, 'Privacy policy'],
    [DATA_SHARING_AGREEMENT_URL, 'Data sharing agreement'],
  ])('%s is a page of public/ with its title, one h1 and a link back to Parlo', (url, title) => {
    const html = readFileSync(join(resolve(__dirname, '../../../public'), url), 'utf8');
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.documentElement.lang).toBe('en');
    expect(page.title).toBe(`${title} · Parlo`);
    expect([...page.querySelectorAll('h1')].map((h1) => h1.textContent)).toEqual([title]);
    expect(page.querySelector('main')).not.toBeNull();
    expect(page.querySelector('a[href="/"]')?.textContent).toBe('← Back to Parlo');
    expect(page.querySelectorAll('script')).toHaveLength(0);
  });

  it('the documents say the password itself is never stored and no third-party tracker is used', () => {
    const text = (url: string) =>
      new DOMParser()
        .parseFromString(
          readFileSync(join(resolve(__dirname, '../../../public'), url), 'utf8'),
          'text/html',
        )
        .body.textContent?.replace(/\s+/g, ' ') ?? '';
    const privacy = text(PRIVACY_POLICY_URL);
    expect(privacy).toContain('never the password itself');
    expect(privacy).toContain('no third-party trackers');
    expect(privacy).toContain('Pupils do not sign up');
    expect(text(DATA_SHARING_AGREEMENT_URL)).toContain('no third-party trackers');
  });
});
