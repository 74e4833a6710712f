import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/renderApp';

describe('analytics wiring', () => {
  it('reports a page view for the first page and for every route change', async () => {
    const app = renderApp('/select_resources', { role: 'public' });
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    await waitFor(() =>
      expect(app.analytics.trackPageView).toHaveBeenLastCalledWith('/select_resources'),
    );
    await app.user.click(screen.getByRole('button', { name: /Menu/ }));
    await app.user.click(screen.getByRole('link', { name: 'Webinars' }));
    await screen.findByRole('heading', { level: 1, name: 'Webinars' });
    await waitFor(() => expect(app.analytics.trackPageView).toHaveBeenLastCalledWith('/webinars'));
  });

  it('reports a click on a tagged element with its id and tag name', async () => {
    const app = renderApp('/select_resources', { role: 'admin' });
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    await app.user.click(within(screen.getByRole('banner')).getByRole('button', { name: /Menu/ }));
    expect(app.analytics.trackClick).toHaveBeenCalledWith({
      id: 'menu-toggle',
      tagName: 'BUTTON',
      page: '/select_resources',
    });
  });

  it('finds the tagged ancestor of the clicked element', async () => {
    const app = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const logoMark = screen.getByRole('link', { name: 'Parlo home' }).querySelector('.logo-mark');
    fireEvent.click(logoMark as Element);
    expect(app.analytics.trackClick).toHaveBeenCalledWith({
      id: 'header-logo',
      tagName: 'A',
      page: '/',
    });
  });

  it('ignores clicks on untagged elements', async () => {
    const app = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('heading', { level: 1 }));
    fireEvent.click(screen.getByRole('contentinfo'));
    expect(app.analytics.trackClick).not.toHaveBeenCalled();
  });

  it('stops listening once the app is gone', async () => {
    const app = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const logo = screen.getByRole('link', { name: 'Parlo home' });
    app.unmount();
    document.body.appendChild(logo);
    fireEvent.click(logo);
    expect(app.analytics.trackClick).not.toHaveBeenCalled();
    logo.remove();
  });
});
