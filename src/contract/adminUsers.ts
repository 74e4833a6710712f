import * as t from 'io-ts';
import { ACTION_REASON_MAX, checkActionReason } from '@/domain/admin/actionReason';
import { PAYMENT_STATUSES, PLAN_STATUSES } from '@/domain/catalog/enumerations';
import { ACCESS_TYPES, ROLES } from '@/domain/session/userInfo';

/*
 * The admin console's users screens (issue #14): `/user_list` (every account, searchable,
 * paged, filtered by role and plan; one account's profile, plan, classrooms and resources;
 * disable, re-enable, resend the verification e-mail), `/user_sub` (subscriptions across users)
 * and `/user_sub/resource/{id}` (one user's resources).
 */

/** Rows in a page of every list here: the server pages, the browser only asks for a page. */
export const ADMIN_USERS_PAGE_SIZE = 25;

const keyOf = <V extends string>(values: readonly V[], name: string) =>
  t.keyof(Object.fromEntries(values.map((v) => [v, null])) as Record<V, null>, name);

const RoleCodec = keyOf(ROLES, 'admin, public or PUPIL');
const PlanStatusCodec = keyOf(PLAN_STATUSES, PLAN_STATUSES.join(', '));
const PaymentStatusCodec = keyOf(PAYMENT_STATUSES, PAYMENT_STATUSES.join(', '));

/** A whole number from a query string or a path, within `1..max`; `fallback` when absent. */
const wholeNumber = (name: string, max: number, fallback?: number) =>
  new t.Type<number, string, unknown>(
    name,
    (u): u is number => typeof u === 'number' && Number.isInteger(u),
    (u, c) => {
      if ((u === undefined || u === '') && fallback !== undefined) return t.success(fallback);
      const n = typeof u === 'string' && /^\d{1,10}$/.test(u) ? Number(u) : NaN;
      return n >= 1 && n <= max ? t.success(n) : t.failure(u, c);
    },
    String,
  );

/** An optional query value from a closed list; '' counts as absent ("any"). */
const optionalOf = <C extends t.Mixed>(codec: C) =>
  new t.Type<t.TypeOf<C> | undefined, string | undefined, unknown>(
    codec.name,
    (u): u is t.TypeOf<C> | undefined => u === undefined || codec.is(u),
    (u, c) => (u === undefined || u === '' ? t.success(undefined) : codec.validate(u, c)),
    (a) => (a === undefined ? undefined : String(a)),
  );

const Page = wholeNumber('page must be a whole number from 1 to 100000', 100_000, 1);

/** `free` (the free tier: no plan in force) or a plan's id. */
export type PlanFilter = 'free' | number;
const PlanFilterCodec = new t.Type<PlanFilter | undefined, string | undefined, unknown>(
  'plan must be free or a plan id',
  (u): u is PlanFilter | undefined => u === undefined || u === 'free' || typeof u === 'number',
  (u, c) => {
    if (u === undefined || u === '') return t.success(undefined);
    if (u === 'free') return t.success('free');
    const n = typeof u === 'string' && /^\d{1,10}$/.test(u) ? Number(u) : NaN;
    return n >= 1 && n <= 2 ** 31 - 1 ? t.success(n) : t.failure(u, c);
  },
  (a) => (a === undefined ? undefined : String(a)),
);

const Search = new t.Type<string | undefined, string | undefined, unknown>(
  'search text of at most 200 characters',
  (u): u is string | undefined => u === undefined || typeof u === 'string',
  (u, c) => {
    if (u === undefined) return t.success(undefined);
    if (typeof u !== 'string' || u.length > 200) return t.failure(u, c);
    const trimmed = u.trim();
    return t.success(trimmed === '' ? undefined : trimmed);
  },
  (a) => a,
);

/** `GET /api/admin/accounts?q=&role=&plan=&page=`: all optional. */
export const UserListQuery = t.exact(
  t.partial({
    q: Search,
    role: optionalOf(RoleCodec),
    plan: PlanFilterCodec,
    page: Page,
  }),
  'UserListQuery',
);
export type UserListQuery = t.TypeOf<typeof UserListQuery>;

/** `GET /api/admin/subscriptions?status=&paymentStatus=&page=`. */
export const SubscriptionListQuery = t.exact(
  t.partial({
    status: optionalOf(PlanStatusCodec),
    paymentStatus: optionalOf(PaymentStatusCodec),
    page: Page,
  }),
  'SubscriptionListQuery',
);
export type SubscriptionListQuery = t.TypeOf<typeof SubscriptionListQuery>;

/** `?page=` alone (one user's resources). */
export const PageQuery = t.exact(t.partial({ page: Page }), 'PageQuery');

export const AccountIdParams = t.strict(
  { id: wholeNumber('a user id (a whole number)', 2 ** 31 - 1) },
  'AccountIdParams',
);

/** Disabling or re-enabling says why: the audit log keeps it. */
export const AccountStatusChange = t.strict(
  {
    reason: new t.Type<string, string, unknown>(
      `a reason (1 to ${ACTION_REASON_MAX} characters)`,
      (u): u is string => typeof u === 'string',
      (u, c) => {
        const checked = typeof u === 'string' ? checkActionReason(u) : undefined;
        return checked?.ok === true ? t.success(checked.reason) : t.failure(u, c);
      },
      t.identity,
    ),
  },
  'AccountStatusChange',
);
export type AccountStatusChange = t.TypeOf<typeof AccountStatusChange>;

const nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);
const Instant = t.string;

/** One row of `/user_list`. `plan` is the plan in force; null on the free tier and for pupils. */
export const AccountSummary = t.type(
  {
    id: t.number,
    fullName: t.string,
    email: nullable(t.string),
    userName: nullable(t.string),
    role: RoleCodec,
    plan: nullable(t.string),
    verified: t.boolean,
    disabled: t.boolean,
    createdAt: Instant,
  },
  'AccountSummary',
);
export type AccountSummary = t.TypeOf<typeof AccountSummary>;

/** A plan an admin can filter on. */
export const PlanOption = t.type({ id: t.number, title: t.string }, 'PlanOption');
export type PlanOption = t.TypeOf<typeof PlanOption>;

export const AccountPage = t.type(
  { items: t.array(AccountSummary), total: t.number, plans: t.array(PlanOption) },
  'AccountPage',
);
export type AccountPage = t.TypeOf<typeof AccountPage>;
export const AccountPageResponse = t.type({ data: AccountPage }, 'AccountPageResponse');

export const SubscriptionView = t.type(
  {
    id: t.number,
    plan: t.string,
    status: PlanStatusCodec,
    paymentStatus: PaymentStatusCodec,
    periodStart: Instant,
    periodEnd: nullable(Instant),
    /** The plan a downgrade waits to move to at the period's end. */
    scheduledPlan: nullable(t.string),
    provider: t.keyof({ builtin: null, stripe: null }, 'builtin or stripe'),
  },
  'SubscriptionView',
);
export type SubscriptionView = t.TypeOf<typeof SubscriptionView>;

export const ResourceSummary = t.type(
  { id: t.number, title: t.string, language: t.string, createdAt: Instant },
  'ResourceSummary',
);
export type ResourceSummary = t.TypeOf<typeof ResourceSummary>;

export const ClassroomSummary = t.type(
  { id: t.number, name: t.string, pupils: t.number, archived: t.boolean },
  'ClassroomSummary',
);
export type ClassroomSummary = t.TypeOf<typeof ClassroomSummary>;

export const PersonRef = t.type(
  { id: t.number, fullName: t.string, email: nullable(t.string) },
  'PersonRef',
);

/** Everything `/user_list` shows about one account. */
export const AccountDetail = t.type(
  {
    id: t.number,
    fullName: t.string,
    email: nullable(t.string),
    userName: nullable(t.string),
    role: RoleCodec,
    country: t.string,
    createdAt: Instant,
    verified: t.boolean,
    accessType: keyOf(ACCESS_TYPES, 'DEFAULT or UNLIMITED'),
    disabledAt: nullable(Instant),
    /** The subscription in force; null on the free tier and for pupils. */
    subscription: nullable(SubscriptionView),
    classrooms: t.array(ClassroomSummary),
    /** The newest resources; the whole list is at `/user_sub/resource/{id}`. */
    resources: t.array(ResourceSummary),
    resourceCount: t.number,
    /** A pupil's teacher. */
    teacher: nullable(PersonRef),
  },
  'AccountDetail',
);
export type AccountDetail = t.TypeOf<typeof AccountDetail>;
export const AccountDetailResponse = t.type({ data: AccountDetail }, 'AccountDetailResponse');

export const SubscriptionRow = t.type(
  {
    subscription: SubscriptionView,
    user: PersonRef,
  },
  'SubscriptionRow',
);
export type SubscriptionRow = t.TypeOf<typeof SubscriptionRow>;
export const SubscriptionPage = t.type(
  { items: t.array(SubscriptionRow), total: t.number },
  'SubscriptionPage',
);
export type SubscriptionPage = t.TypeOf<typeof SubscriptionPage>;
export const SubscriptionPageResponse = t.type(
  { data: SubscriptionPage },
  'SubscriptionPageResponse',
);

export const UserResourcePage = t.type(
  { owner: PersonRef, items: t.array(ResourceSummary), total: t.number },
  'UserResourcePage',
);
export type UserResourcePage = t.TypeOf<typeof UserResourcePage>;
export const UserResourcePageResponse = t.type(
  { data: UserResourcePage },
  'UserResourcePageResponse',
);

/** What the admin is told when an action is refused. */
export const ADMIN_USER_MESSAGES = {
  ownAccount: 'You cannot disable your own account. Ask another admin to do it.',
  alreadyDisabled: 'This account is already disabled.',
  notDisabled: 'This account is not disabled.',
  alreadyVerified:
    'This account’s e-mail address is already confirmed: there is nothing to resend.',
  pupilNoEmail: 'Pupils sign in with a user name and have no e-mail address to confirm.',
  noSuchUser: 'No account has this id.',
} as const;
