import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from '@/ui/layout/Footer';
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
    expect(privacy).toHaveAttribute('href', '/privacy-policy.pdf');
    expect(sharing).toHaveAttribute('href', '/data-sharing-agreement.pdf');
    for (const link of [privacy, sharing]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
