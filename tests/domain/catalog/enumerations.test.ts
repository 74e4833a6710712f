import { describe, expect, it } from 'vitest';
import {
  CHANGE_KINDS,
  PAYMENT_STATUSES,
  PLAN_KINDS,
  PLAN_STATUSES,
  PRODUCT_TYPES,
  RESOURCE_VISIBILITIES,
  SKILL_TYPES,
  TASK_TEMPLATES,
  isChangeKind,
  isPaymentStatus,
  isPlanKind,
  isPlanStatus,
  isProductType,
  isResourceVisibility,
  isSkillType,
  isTaskTemplate,
} from '@/domain/catalog/enumerations';

describe('server enumerations (spec §3)', () => {
  it('has the exact plan kinds, mixed case included', () => {
    expect(PLAN_KINDS).toEqual(['Subscription', 'one_time_payment', 'Trial']);
  });

  it('has the exact plan statuses', () => {
    expect(PLAN_STATUSES).toEqual(['active', 'canceled', 'expired', 'upcoming']);
  });

  it('has the exact payment statuses', () => {
    expect(PAYMENT_STATUSES).toEqual([
      'active',
      'incomplete',
      'incomplete_expired',
      'trialing',
      'past_due',
      'unpaid',
      'canceled',
    ]);
  });

  it('has the exact change kinds', () => {
    expect(CHANGE_KINDS).toEqual(['upgrade', 'downgrade']);
  });

  it('has the exact skill types', () => {
    expect(SKILL_TYPES).toEqual(['READING', 'LISTENING', 'WRITING', 'VOCAB', 'GAME']);
  });

  it('has the exact task templates', () => {
    expect(TASK_TEMPLATES).toEqual([
      'TYPE_THE_ANSWER',
      'DRAG_AND_DROP',
      'MATCHING',
      'MULTIPLE_CHOICE',
      'TAP_OR_SELECT',
    ]);
  });

  it('has the exact product types', () => {
    expect(PRODUCT_TYPES).toEqual([
      'SINGLE_TEACHER',
      'SINGLE_TEACHER_PLUS_PUPIL',
      'DEPARTMENT',
      'ADDON_TEACHER_ONE',
      'ADDON_PUPIL_150',
      'ADDON_PUPIL_PLATFORM',
    ]);
  });

  it('has the exact resource visibilities', () => {
    expect(RESOURCE_VISIBILITIES).toEqual(['PUBLIC', 'PRIVATE']);
  });

  it('guards accept every listed value and are case-sensitive', () => {
    const cases: [readonly string[], (value: unknown) => boolean][] = [
      [PLAN_KINDS, isPlanKind],
      [PLAN_STATUSES, isPlanStatus],
      [PAYMENT_STATUSES, isPaymentStatus],
      [CHANGE_KINDS, isChangeKind],
      [SKILL_TYPES, isSkillType],
      [TASK_TEMPLATES, isTaskTemplate],
      [PRODUCT_TYPES, isProductType],
      [RESOURCE_VISIBILITIES, isResourceVisibility],
    ];
    for (const [values, guard] of cases) {
      for (const value of values) {
        expect(guard(value)).toBe(true);
        const flipped = value === value.toUpperCase() ? value.toLowerCase() : value.toUpperCase();
        expect(guard(flipped)).toBe(false);
      }
      expect(guard(undefined)).toBe(false);
    }
  });
});
