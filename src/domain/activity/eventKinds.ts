/*
 * What the activity stream shows (issue #14): the SPA's analytics events (spec §7) and what
 * happened to accounts, each under one dotted kind so a filter and the chart treat them alike.
 */

/** Analytics events: a page view (spec §7 type `page`) or a click on a tagged element. */
export const ANALYTICS_KINDS = ['page.viewed', 'element.clicked'] as const;

/** Account events, written by the services where they happen (server/services/accountEvents.ts). */
export const ACCOUNT_KINDS = [
  'account.registered',
  'account.verified',
  'session.signed_in',
  'plan.changed',
  'organisation.joined',
] as const;

export type AnalyticsKind = (typeof ANALYTICS_KINDS)[number];
export type AccountKind = (typeof ACCOUNT_KINDS)[number];
export type ActivityKind = AnalyticsKind | AccountKind;

export const ACTIVITY_KINDS: readonly ActivityKind[] = [...ANALYTICS_KINDS, ...ACCOUNT_KINDS];

/** The spec §7 type of a page view; every other type is a tag name, so a click. */
export const PAGE_VIEW_TYPE = 'page';

export function analyticsKind(type: string): AnalyticsKind {
  return type === PAGE_VIEW_TYPE ? 'page.viewed' : 'element.clicked';
}

export function isActivityKind(text: string): text is ActivityKind {
  return (ACTIVITY_KINDS as readonly string[]).includes(text);
}

export function isAccountKind(kind: ActivityKind): kind is AccountKind {
  return (ACCOUNT_KINDS as readonly string[]).includes(kind);
}

/** Words for a kind, in the filter and the chart's table. */
export const ACTIVITY_KIND_LABELS: Readonly<Record<ActivityKind, string>> = {
  'page.viewed': 'Page viewed',
  'element.clicked': 'Element clicked',
  'account.registered': 'Account registered',
  'account.verified': 'E-mail confirmed',
  'session.signed_in': 'Signed in',
  'plan.changed': 'Plan changed',
  'organisation.joined': 'Organisation joined',
};

/** The longest page path kept with an analytics event. */
export const PAGE_PATH_MAX_LENGTH = 300;

/** A page is an SPA path: it starts with `/`, has no spaces or control characters, and is short. */
export function isPagePath(text: string): boolean {
  return (
    text.length >= 1 &&
    text.length <= PAGE_PATH_MAX_LENGTH &&
    text.startsWith('/') &&
    // eslint-disable-next-line no-control-regex
    !/[\s\u0000-\u001f\u007f]/.test(text)
  );
}
