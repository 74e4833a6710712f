import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isCurrentLink,
  isPublicPath,
  libraryLinks,
  logoTarget,
  menuItems,
  showSignInButton,
  USER_GUIDES_PATH,
} from '@/domain/navigation/menu';
import { decideAccess, ROUTES } from '@/domain/access/routes';
import type { Role } from '@/domain/session/userInfo';

describe('isPublicPath', () => {
  it.each(['/register', '/forgetPassword', '/signin', '/', '/login', '/signin/'])(
    '%s is a public page',
    (path) => {
      expect(isPublicPath(path)).toBe(true);
    },
  );

  it('any path containing /newpassword is public', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        expect(isPublicPath(`${before}/newpassword${after}`)).toBe(true);
      }),
    );
  });

  it.each([
    '/select_resources',
    '/resource/5',
    '/webinars/3',
    '/badpage',
    '/pupil/home',
    '/signinx',
    '/Register',
  ])('%s is not a public page', (path) => {
    expect(isPublicPath(path)).toBe(false);
  });
});

describe('logoTarget', () => {
  it('links to / on public pages, even for a signed-in user', () => {
    expect(logoTarget('/', 'public')).toBe('/');
    expect(logoTarget('/newpassword/abc', 'admin')).toBe('/');
  });

  it('links teachers and admins to /select_resources elsewhere', () => {
    expect(logoTarget('/dashboard', 'public')).toBe('/select_resources');
    expect(logoTarget('/user_list', 'admin')).toBe('/select_resources');
  });

  it('links pupils to their home, which they may open', () => {
    expect(logoTarget('/pupil/result/4', 'PUPIL')).toBe('/pupil/home');
  });

  it('links a signed-out visitor to / wherever they are', () => {
    expect(logoTarget('/resource/7', null)).toBe('/');
  });
});

describe('showSignInButton', () => {
  it.each(['/', '/signin', '/register', '/forgetPassword', '/newpassword/abc'])(
    'shows on %s when signed out',
    (path) => {
      expect(showSignInButton(path, false)).toBe(true);
    },
  );

  it('hides on public pages once signed in', () => {
    expect(showSignInButton('/', true)).toBe(false);
  });

  it('hides on other pages', () => {
    expect(showSignInButton('/resource/2', false)).toBe(false);
  });
});

describe('menuItems', () => {
  const off = { enableExperimentalFeatures: false };
  const on = { enableExperimentalFeatures: true };
  const labels = (role: Role | null, flag = off) => menuItems(role, flag).map((item) => item.label);

  it.each(['admin', 'public'] as const)(
    '%s sees the full menu in order, without Setup Organisation by default',
    (role) => {
      expect(labels(role)).toEqual([
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
    '%s sees Setup Organisation after Home with the experimental flag',
    (role) => {
      expect(labels(role, on)).toEqual([
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

  it('a pupil sees only Logout, flag or not', () => {
    expect(labels('PUPIL')).toEqual(['Logout']);
    expect(labels('PUPIL', on)).toEqual(['Logout']);
  });

  it('a signed-out visitor has no menu', () => {
    expect(labels(null, on)).toEqual([]);
  });

  it('links each item to its route, User Guides to the first guide in a new tab', () => {
    const targets = menuItems('public', on).flatMap((item) =>
      item.kind === 'link' ? [[item.id, item.to, item.newTab]] : [],
    );
    expect(targets).toEqual([
      ['subscriptions', '/subscription/product', false],
      ['profile', '/account_setting', false],
      ['webinars', '/webinars', false],
      ['home', '/select_resources', false],
      ['organisation', '/organisation', false],
      ['userGuides', USER_GUIDES_PATH, true],
    ]);
    expect(USER_GUIDES_PATH).toBe('/docs/steps-1-7-of-choosing-your-resource-options');
  });
});

describe('menu items and route access agree', () => {
  it.each(['admin', 'public', 'PUPIL'] as const)(
    'every link in the %s menu opens for that role instead of redirecting',
    (role) => {
      for (const item of menuItems(role, { enableExperimentalFeatures: true })) {
        if (item.kind !== 'link') continue;
        const pathname = item.to;
        const route = ROUTES.find(
          (r) =>
            r.path === pathname ||
            (r.path.includes(':') &&
              new RegExp(`^${r.path.replace(/:[^/]+/g, '[^/]+')}$`).test(pathname) &&
              r.id !== 'genericPage'),
        );
        expect(route, `a route for ${pathname}`).toBeDefined();
        if (route !== undefined) expect(decideAccess(route, { role }).kind).toBe('allow');
      }
    },
  );
});

describe('libraryLinks', () => {
  it("gives a teacher the library's four doors, then their classrooms and homework results, in order", () => {
    expect(libraryLinks('public').map((link) => [link.label, link.to])).toEqual([
      ['My resources', '/private_resources'],
      ['Shared resources', '/public_resources'],
      ['Add text', '/add_resource'],
      ['Upload file', '/upload_resource'],
      ['Classrooms', '/classrooms/view'],
      ['Homework results', '/homework-result'],
    ]);
  });

  it.each(['admin', 'PUPIL', null] as const)(
    'gives %s none: the library is for teachers only',
    (role) => {
      expect(libraryLinks(role)).toEqual([]);
    },
  );

  it.each(['public', 'admin', 'PUPIL'] as const)(
    'every library link %s is given opens for that role instead of redirecting',
    (role) => {
      for (const link of libraryLinks(role)) {
        const route = ROUTES.find((candidate) => candidate.path === link.to);
        expect(route, link.to).toBeDefined();
        if (route !== undefined) expect(decideAccess(route, { role }).kind).toBe('allow');
      }
    },
  );

  it('marks the link of the page shown, with or without a trailing slash', () => {
    expect(isCurrentLink('/private_resources', '/private_resources')).toBe(true);
    expect(isCurrentLink('/private_resources/', '/private_resources')).toBe(true);
    expect(isCurrentLink('/public_resources', '/private_resources')).toBe(false);
  });
});
