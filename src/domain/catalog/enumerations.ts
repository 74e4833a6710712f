// The server's enumerations (spec §3), with their exact wire strings: mixed case and all. Roles
// and access types live with the session in src/domain/session/userInfo.ts; the named
// privileges live in src/domain/privileges.
import { isOneOf } from './membership';

export const PLAN_KINDS = ['Subscription', 'one_time_payment', 'Trial'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

export const PLAN_STATUSES = ['active', 'canceled', 'expired', 'upcoming'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/** Payment states as the payment provider reports them. */
export const PAYMENT_STATUSES = [
  'active',
  'incomplete',
  'incomplete_expired',
  'trialing',
  'past_due',
  'unpaid',
  'canceled',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The `{changeType}` of /subscription/invoice/{changeType} (spec §2). */
export const CHANGE_KINDS = ['upgrade', 'downgrade'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

export const SKILL_TYPES = ['READING', 'LISTENING', 'WRITING', 'VOCAB', 'GAME'] as const;
export type SkillType = (typeof SKILL_TYPES)[number];

export const TASK_TEMPLATES = [
  'TYPE_THE_ANSWER',
  'DRAG_AND_DROP',
  'MATCHING',
  'MULTIPLE_CHOICE',
  'TAP_OR_SELECT',
] as const;
export type TaskTemplate = (typeof TASK_TEMPLATES)[number];

export const PRODUCT_TYPES = [
  'SINGLE_TEACHER',
  'SINGLE_TEACHER_PLUS_PUPIL',
  'DEPARTMENT',
  'ADDON_TEACHER_ONE',
  'ADDON_PUPIL_150',
  'ADDON_PUPIL_PLATFORM',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const RESOURCE_VISIBILITIES = ['PUBLIC', 'PRIVATE'] as const;
export type ResourceVisibility = (typeof RESOURCE_VISIBILITIES)[number];

export const isPlanKind = (value: unknown): value is PlanKind => isOneOf(PLAN_KINDS, value);
export const isPlanStatus = (value: unknown): value is PlanStatus => isOneOf(PLAN_STATUSES, value);
export const isPaymentStatus = (value: unknown): value is PaymentStatus =>
  isOneOf(PAYMENT_STATUSES, value);
export const isChangeKind = (value: unknown): value is ChangeKind => isOneOf(CHANGE_KINDS, value);
export const isSkillType = (value: unknown): value is SkillType => isOneOf(SKILL_TYPES, value);
export const isTaskTemplate = (value: unknown): value is TaskTemplate =>
  isOneOf(TASK_TEMPLATES, value);
export const isProductType = (value: unknown): value is ProductType =>
  isOneOf(PRODUCT_TYPES, value);
export const isResourceVisibility = (value: unknown): value is ResourceVisibility =>
  isOneOf(RESOURCE_VISIBILITIES, value);
