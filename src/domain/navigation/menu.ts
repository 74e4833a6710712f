import {
  ADD_RESOURCE_PATH,
  CLASSROOMS_VIEW_PATH,
  HOMEWORK_RESULTS_PATH,
  homePathFor,
  PRIVATE_RESOURCES_PATH,
  PUBLIC_RESOURCES_PATH,
  SIGN_IN_PATH,
  SUBSCRIPTIONS_PATH,
  UPLOAD_RESOURCE_PATH,
} from '@/domain/access/routes';
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
        link('subscriptions', 'Subscriptions', SUBSCRIPTIONS_PATH),
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

/** A link of the header's library bar. */
export interface LibraryLink {
  readonly id:
    | 'privateResources'
    | 'publicResources'
    | 'addResource'
    | 'uploadResource'
    | 'classrooms'
    | 'homeworkResults';
  readonly label: string;
  readonly to: string;
}

const LIBRARY_LINKS: readonly LibraryLink[] = [
  { id: 'privateResources', label: 'My resources', to: PRIVATE_RESOURCES_PATH },
  { id: 'publicResources', label: 'Shared resources', to: PUBLIC_RESOURCES_PATH },
  { id: 'addResource', label: 'Add text', to: ADD_RESOURCE_PATH },
  { id: 'uploadResource', label: 'Upload file', to: UPLOAD_RESOURCE_PATH },
  // Issue #10: a teacher's classes and their pupils' login cards, one click from any page.
  { id: 'classrooms', label: 'Classrooms', to: CLASSROOMS_VIEW_PATH },
  // Issue #10: the results of the homework set for those classes.
  { id: 'homeworkResults', label: 'Homework results', to: HOMEWORK_RESULTS_PATH },
];

/**
 * The library's place in the header, beside the spec's menu (spec §2 lists the menu, not the
 * library; issue #9: a finished resource must be found again without typing its address). Only
 * teachers get it: these routes are theirs alone (spec §2 "Teacher only"), and a link must never
 * bounce its user.
 */
export function libraryLinks(role: Role | null): readonly LibraryLink[] {
  return role === 'public' ? LIBRARY_LINKS : [];
}

/** Whether a header link is the page being shown (`aria-current="page"`). */
export function isCurrentLink(path: string, to: string): boolean {
  return withoutTrailingSlash(path) === to;
}
