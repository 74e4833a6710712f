import { homePathFor, SIGN_IN_PATH } from '@/domain/access/routes';
import type { Role } from '@/domain/session/userInfo';

/** The pages the header treats as public (spec §2 "Header and footer"); `/login` is the same screen as `/signin`. */
const PUBLIC_PAGES: ReadonlySet<string> = new Set([
  '/register',
  '/forgetPassword',
  SIGN_IN_PATH,
  '/login',
  '/',
]);

/** Any path containing this counts as public, whatever comes around it (spec §2). */
const NEW_PASSWORD_MARKER = '/newpassword';

/** The guide the User Guides item opens in a new tab (spec §2). */
export const USER_GUIDES_PATH = '/docs/steps-1-7-of-choosing-your-resource-options';

function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * Whether the header treats `path` (a pathname) as a public page: the landing page and the
 * authentication screen, plus any path containing `/newpassword`.
 */
export function isPublicPath(path: string): boolean {
  return PUBLIC_PAGES.has(withoutTrailingSlash(path)) || path.includes(NEW_PASSWORD_MARKER);
}

/**
 * Where the logo leads: `/` on public pages, else the signed-in user's home. The spec says
 * `/select_resources`; a pupil may not open it, so a pupil's logo leads to `/pupil/home`, and a
 * signed-out visitor (say on a shared `/resource/…` page) goes to `/` rather than to a sign-in wall.
 */
export function logoTarget(path: string, role: Role | null): string {
  if (role === null || isPublicPath(path)) return '/';
  return homePathFor(role);
}

/** Public pages show a Sign in button (spec §2); a signed-in user has no use for it. */
export function showSignInButton(path: string, signedIn: boolean): boolean {
  return !signedIn && isPublicPath(path);
}

/** A header menu entry: a link inside the app (optionally in a new tab) or the logout action. */
export type MenuItem =
  | {
      readonly kind: 'link';
      readonly id: MenuItemId;
      readonly label: string;
      readonly to: string;
      readonly newTab: boolean;
    }
  | { readonly kind: 'logout'; readonly id: 'logout'; readonly label: string };

export type MenuItemId =
  'subscriptions' | 'profile' | 'webinars' | 'home' | 'organisation' | 'userGuides' | 'logout';

export interface MenuOptions {
  /** The user's profile flag that reveals Setup Organisation (spec §2, §6). */
  readonly enableExperimentalFeatures: boolean;
}

function link(id: MenuItemId, label: string, to: string, newTab = false): MenuItem {
  return { kind: 'link', id, label, to, newTab };
}

const LOGOUT: MenuItem = { kind: 'logout', id: 'logout', label: 'Logout' };

/**
 * The header menu for a role, in display order (spec §2, §6): admins and teachers see the full
 * menu, Setup Organisation only with the experimental flag; pupils see only Logout; a signed-out
 * visitor (`null`) has no menu.
 */
export function menuItems(role: Role | null, options: MenuOptions): readonly MenuItem[] {
  switch (role) {
    case null:
      return [];
    case 'PUPIL':
      return [LOGOUT];
    case 'admin':
    case 'public':
      return [
        link('subscriptions', 'Subscriptions', '/subscription/product'),
        link('profile', 'Profile', '/account_setting'),
        link('webinars', 'Webinars', '/webinars'),
        link('home', 'Home', '/select_resources'),
        ...(options.enableExperimentalFeatures
          ? [link('organisation', 'Setup Organisation', '/organisation')]
          : []),
        link('userGuides', 'User Guides', USER_GUIDES_PATH, true),
        LOGOUT,
      ];
  }
}
