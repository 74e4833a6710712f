import { routeById, type RouteId } from '@/domain/access/routes';
import type { Role } from '@/domain/session/userInfo';

/*
 * The admin console's map (issue #14): every admin screen, grouped as an operator thinks of
 * them, with a line on what each is for. The admin's Home shows the whole map; the header
 * keeps the screens used every day one click away. Paths and titles come from the route table,
 * so a screen is named the same in the header, on Home and in its own heading.
 */

export interface ConsoleScreen {
  readonly routeId: RouteId;
  readonly title: string;
  readonly to: string;
  readonly purpose: string;
}

export interface ConsoleGroup {
  readonly id: 'people' | 'catalogue' | 'content' | 'watch';
  readonly title: string;
  readonly screens: readonly ConsoleScreen[];
}

function screen(routeId: RouteId, purpose: string): ConsoleScreen {
  const route = routeById(routeId);
  return { routeId, title: route.title, to: route.path, purpose };
}

export const ADMIN_CONSOLE: readonly ConsoleGroup[] = [
  {
    id: 'people',
    title: 'People and plans',
    screens: [
      screen('userList', 'Find any account, see its plan, classes and resources, disable it.'),
      screen('userSub', 'Every subscription with its status and payment status.'),
      screen('accessProduct', 'Grant or revoke a plan, an add-on or UNLIMITED, with a reason.'),
      screen('adminPlans', 'The plans teachers can buy: prices, features and limits.'),
    ],
  },
  {
    id: 'catalogue',
    title: 'How resources are written',
    screens: [
      screen('prompt', 'The instructions the AI provider gets for texts, versioned.'),
      screen('activityPrompt', 'The instructions for each activity type, versioned.'),
      screen('chunksKeyWords', 'Words where own texts break into chunks, and key words.'),
      screen('posSuggestions', 'The part of speech own texts give a word, per language.'),
    ],
  },
  {
    id: 'content',
    title: 'What teachers read',
    screens: [
      screen('webinars', 'Schedule webinars, add their recordings.'),
      screen('adminPages', 'Pages such as About, Contact and Terms, written in Markdown.'),
    ],
  },
  {
    id: 'watch',
    title: 'Watching the product',
    screens: [
      screen('activityStream', 'Clicks, page views and account events as they happen.'),
      screen('auditLog', 'Every admin action: who, what, when and why. Nobody can edit it.'),
    ],
  },
];

/** The screens the header keeps in view for an admin, in this order. */
const HEADER_SCREENS: readonly RouteId[] = [
  'userList',
  'userSub',
  'accessProduct',
  'activityStream',
  'auditLog',
];

/**
 * Short labels for the header, where the full titles would crowd a narrow screen. "User
 * subscriptions" keeps its full title: the menu's Subscriptions is the admin's own plans page.
 */
const HEADER_LABELS: Readonly<Partial<Record<RouteId, string>>> = {
  accessProduct: 'Access',
  activityStream: 'Activity',
};

export interface ConsoleLink {
  readonly id: RouteId;
  readonly label: string;
  readonly to: string;
}

/** The header's console bar: admins only (a link must never bounce its user). */
export function consoleLinks(role: Role | null): readonly ConsoleLink[] {
  if (role !== 'admin') return [];
  return HEADER_SCREENS.map((id) => {
    const route = routeById(id);
    return { id, label: HEADER_LABELS[id] ?? route.title, to: route.path };
  });
}
