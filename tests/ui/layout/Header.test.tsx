import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@/domain/session/userInfo';
import { renderApp } from '../support/renderApp';

const banner = () => screen.getByRole('banner');

async function openMenu(app: ReturnType<typeof renderApp>) {
  const button = await within(banner()).findByRole('button', { name: /Menu/ });
  await app.user.click(button);
  const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
  expect(list).toBeVisible();
  return list as HTMLElement;
}

/** The accessible names of the open menu's entries, in order. */
async function menuLabels(app: ReturnType<typeof renderApp>): Promise<string[]> {
  const list = await openMenu(app);
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('Sign in button', () => {
  it.each(['/', '/signin', '/login', '/register', '/forgetPassword', '/newpassword/abc'])(
    'shows on the public page %s',
    async (path) => {
      renderApp(path);
      expect(await within(banner()).findByRole('link', { name: 'Sign in' })).toHaveAttribute(
        'href',
        '/signin',
      );
    },
  );

  it.each(['/resource/3', '/webinars/2', '/badpage'])(
    'does not show on %s, which is not a public page',
    async (path) => {
      renderApp(path);
      await screen.findByRole('heading', { level: 1 });
      expect(within(banner()).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    },
  );

  it('is replaced by the menu once signed in', async () => {
    renderApp('/', { role: 'public' });
    await screen.findByRole('heading', { level: 1 });
    expect(within(banner()).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(within(banner()).getByRole('button', { name: /Menu/ })).toBeInTheDocument();
  });
});

describe('menu per role', () => {
  it.each(['admin', 'public'] as const)(
    '%s sees the full menu, without Setup Organisation by default',
    async (role) => {
      const app = renderApp('/select_resources', { role });
      expect(await menuLabels(app)).toEqual([
        'Subscriptions',
        'Profile',
        'Webinars',
        'Home',
        'User Guides',
        'Logout',
      ]);
    },
  );

  it.each(['admin', 'public'] as const)(
    '%s sees Setup Organisation with the experimental flag',
    async (role) => {
      const app = renderApp('/select_resources', { role, experimental: true });
      expect(await menuLabels(app)).toEqual([
        'Subscriptions',
        'Profile',
        'Webinars',
        'Home',
        'Setup Organisation',
        'User Guides',
        'Logout',
      ]);
    },
  );

  it('a pupil sees only Logout, even with the experimental flag', async () => {
    const app = renderApp('/pupil/home', { role: 'PUPIL', experimental: true });
    expect(await menuLabels(app)).toEqual(['Logout']);
  });

  it('a signed-out visitor has no menu', async () => {
    renderApp('/resource/1');
    await screen.findByRole('heading', { level: 1 });
    expect(within(banner()).queryByRole('button', { name: /Menu/ })).not.toBeInTheDocument();
  });

  it('links the items to their routes, User Guides in a new tab', async () => {
    const app = renderApp('/select_resources', { role: 'public', experimental: true });
    const list = await openMenu(app);
    const hrefOf = (name: RegExp) => within(list).getByRole('link', { name }).getAttribute('href');
    expect(hrefOf(/^Subscriptions$/)).toBe('/subscription/product');
    expect(hrefOf(/^Profile$/)).toBe('/account_setting');
    expect(hrefOf(/^Webinars$/)).toBe('/webinars');
    expect(hrefOf(/^Home$/)).toBe('/select_resources');
    expect(hrefOf(/^Setup Organisation$/)).toBe('/organisation');
    const guides = within(list).getByRole('link', { name: 'User Guides (opens in a new tab)' });
    expect(guides).toHaveAttribute('href', '/docs/steps-1-7-of-choosing-your-resource-options');
    expect(guides).toHaveAttribute('target', '_blank');
  });

  it('following a menu link navigates and closes the menu', async () => {
    const app = renderApp('/select_resources', { role: 'public' });
    const list = await openMenu(app);
    await app.user.click(within(list).getByRole('link', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(app.location()).toBe('/account_setting');
    expect(within(banner()).getByRole('button', { name: /Menu/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

describe('menu button, keyboard', () => {
  it('opens with Enter, closes with Escape and gives the focus back to the button', async () => {
    const app = renderApp('/select_resources', { role: 'admin' });
    const button = await within(banner()).findByRole('button', { name: /Menu/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await app.user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await app.user.tab();
    expect(screen.getByRole('link', { name: 'Subscriptions' })).toHaveFocus();
    await app.user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Subscriptions' })).not.toBeInTheDocument();
  });

  it('names the menu it controls', async () => {
    renderApp('/select_resources', { role: 'admin' });
    const button = await within(banner()).findByRole('button', { name: /Menu/ });
    const controlled = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(controlled?.tagName).toBe('UL');
  });
});

describe('logo', () => {
  const logoHref = () =>
    within(banner()).getByRole('link', { name: 'Parlo home' }).getAttribute('href');

  it.each<[string, Role | null, string]>([
    ['/', null, '/'],
    ['/signin', null, '/'],
    ['/newpassword/abc', null, '/'],
    ['/', 'public', '/'],
    ['/create-homework', 'public', '/select_resources'],
    ['/user_list', 'admin', '/select_resources'],
    ['/pupil/home', 'PUPIL', '/pupil/home'],
    ['/resource/4', null, '/'],
  ])('on %s as %s links to %s', async (path, role, target) => {
    renderApp(path, { role });
    await screen.findByRole('heading', { level: 1 });
    expect(logoHref()).toBe(target);
  });
});

describe('logout', () => {
  it('sends user.logout: the session calls the server, ends and goes to /', async () => {
    const app = renderApp('/create-homework', { role: 'public' });
    const list = await openMenu(app);
    await app.user.click(within(list).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(app.navigated).toEqual(['/']));
    expect(app.logout).toHaveBeenCalledTimes(1);
    expect(app.session.getSnapshot().value).toBe('SignedOut');
  });

  it('goes to the address the server returns', async () => {
    const app = renderApp('/pupil/home', {
      role: 'PUPIL',
      logout: () => Promise.resolve('https://parlo.example/bye'),
    });
    const list = await openMenu(app);
    await app.user.click(within(list).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(app.navigated).toEqual(['https://parlo.example/bye']));
  });

  it('does not remember the page signed out from, nor bounce to sign in while leaving', async () => {
    const app = renderApp('/create-homework', { role: 'public' });
    const list = await openMenu(app);
    await app.user.click(within(list).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(app.navigated).toEqual(['/']));
    expect(await screen.findByRole('status')).toHaveTextContent('Signing out…');
    expect(app.savedRedirect.get()).toBeNull();
    expect(app.location()).toBe('/create-homework');
  });
});

describe('landmarks and skip link', () => {
  it('has banner, navigation, main and contentinfo, and a skip link to main', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main',
    );
  });

  it('the skip link is the first thing the keyboard reaches', async () => {
    const app = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await app.user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
  });
});

describe("the teacher's library in the header", () => {
  it('a teacher reaches My resources, Shared resources, Add text and Upload file from any page', async () => {
    const app = renderApp('/account_setting', { role: 'public' });
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    const library = screen.getByRole('navigation', { name: 'Library' });
    for (const [name, path, heading] of [
      ['My resources', '/private_resources', 'My resources'],
      ['Shared resources', '/public_resources', 'Shared resources'],
      ['Add text', '/add_resource', 'Add a resource'],
      ['Upload file', '/upload_resource', 'Upload a resource'],
      ['Homework results', '/homework-result', 'Homework results'],
    ] as const) {
      await app.user.click(within(library).getByRole('link', { name }));
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(app.location()).toBe(path);
      expect(within(library).getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    }
  });

  it('is reached by keyboard straight after the logo', async () => {
    const app = renderApp('/account_setting', { role: 'public' });
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    screen.getByRole('link', { name: 'Parlo home' }).focus();
    await app.user.tab();
    expect(screen.getByRole('link', { name: 'My resources' })).toHaveFocus();
    await app.user.tab();
    await app.user.tab();
    expect(screen.getByRole('link', { name: 'Add text' })).toHaveFocus();
    await app.user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a resource' })).toBeVisible();
  });

  it.each(['admin', 'PUPIL', null] as const)('%s sees no library links', async (role) => {
    renderApp(role === 'PUPIL' ? '/pupil/home' : '/', { role });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Library' })).toBeNull();
  });
});
