import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  entitlements,
  NO_GRANTS,
  NO_LIMIT,
  type HeldPlan,
  type PlanGrant,
} from '@/domain/billing/entitlements';
import { ADD_ON_TYPES, type AddOnType } from '@/domain/billing/products';
import { PAYMENT_STATUSES, PLAN_STATUSES } from '@/domain/catalog/enumerations';
import { PRIVILEGE_NAMES, type PrivilegeName } from '@/domain/privileges/privileges';

const FREE: PlanGrant = {
  productType: 'SINGLE_TEACHER',
  privileges: ['cloze', 'printWorksheets'],
  limits: { teachers: 1, pupils: 0, pupilPlatform: false },
};
const TEACHER: PlanGrant = {
  productType: 'SINGLE_TEACHER_PLUS_PUPIL',
  privileges: ['cloze', 'printWorksheets', 'dialogues', 'createAiResources'],
  limits: { teachers: 1, pupils: 30, pupilPlatform: true },
};
const DEPARTMENT: PlanGrant = {
  productType: 'DEPARTMENT',
  privileges: ['cloze', 'sharedArea', 'lessonPlanner'],
  limits: { teachers: 5, pupils: 300, pupilPlatform: true },
};

const held = (grant: PlanGrant, extra: Partial<HeldPlan> = {}): HeldPlan => ({
  grant,
  status: 'active',
  paymentStatus: 'active',
  addOns: [],
  ...extra,
});

const granted = (privileges: Readonly<Record<PrivilegeName, boolean>>) =>
  PRIVILEGE_NAMES.filter((name) => privileges[name]);

describe('entitlements (issue #13)', () => {
  it('an active teacher plan gives its features and limits, the free tier nothing more', () => {
    const mine = entitlements({ accessType: 'DEFAULT', free: FREE, own: held(TEACHER) });
    expect(granted(mine.privileges)).toEqual(
      PRIVILEGE_NAMES.filter((name) => TEACHER.privileges.includes(name)),
    );
    expect(mine.limits).toEqual(TEACHER.limits);
    const none = entitlements({ accessType: 'DEFAULT', free: FREE });
    expect(granted(none.privileges)).toEqual(['cloze', 'printWorksheets']);
    expect(none.limits.pupilPlatform).toBe(false);
  });

  it('a plan not in force (canceled, expired, upcoming, unpaid) falls back to the free tier', () => {
    for (const extra of [
      { status: 'canceled' as const },
      { status: 'expired' as const },
      { status: 'upcoming' as const },
      { paymentStatus: 'unpaid' as const },
      { paymentStatus: 'incomplete' as const },
    ]) {
      const result = entitlements({ accessType: 'DEFAULT', free: FREE, own: held(TEACHER, extra) });
      expect(result.privileges.dialogues).toBe(false);
      expect(result.limits).toEqual(FREE.limits);
    }
    const late = entitlements({
      accessType: 'DEFAULT',
      free: FREE,
      own: held(TEACHER, { paymentStatus: 'past_due' }),
    });
    expect(late.privileges.dialogues).toBe(true);
  });

  it('add-ons add seats: two pupil packs, one teacher and the pupil platform', () => {
    const result = entitlements({
      accessType: 'DEFAULT',
      free: FREE,
      own: held(
        { ...DEPARTMENT, limits: { ...DEPARTMENT.limits, pupilPlatform: false } },
        {
          addOns: [
            { type: 'ADDON_PUPIL_150', quantity: 2 },
            { type: 'ADDON_TEACHER_ONE', quantity: 1 },
            { type: 'ADDON_PUPIL_PLATFORM', quantity: 1 },
          ],
        },
      ),
    });
    expect(result.limits).toEqual({ teachers: 6, pupils: 600, pupilPlatform: true });
  });

  it('a member has the union of their own and the organisation’s features', () => {
    const member = entitlements({
      accessType: 'DEFAULT',
      free: FREE,
      own: held(TEACHER),
      organisation: held(DEPARTMENT),
    });
    expect(member.privileges.sharedArea).toBe(true);
    expect(member.privileges.dialogues).toBe(true);
    expect(member.limits.pupils).toBe(300);
  });

  it('UNLIMITED access gives every feature and lifts every limit, whatever is held', () => {
    const result = entitlements({
      accessType: 'UNLIMITED',
      free: FREE,
      own: held(TEACHER, { status: 'expired' }),
    });
    expect(granted(result.privileges)).toEqual([...PRIVILEGE_NAMES]);
    expect(result.limits).toEqual({ teachers: NO_LIMIT, pupils: NO_LIMIT, pupilPlatform: true });
  });

  const grants = fc.record({
    productType: fc.constant('SINGLE_TEACHER' as const),
    privileges: fc.subarray([...PRIVILEGE_NAMES]),
    limits: fc.record({
      teachers: fc.integer({ min: 1, max: 50 }),
      pupils: fc.integer({ min: 0, max: 2000 }),
      pupilPlatform: fc.boolean(),
    }),
  });
  const heldPlans = fc.record({
    grant: grants,
    status: fc.constantFrom(...PLAN_STATUSES),
    paymentStatus: fc.constantFrom(...PAYMENT_STATUSES),
    addOns: fc.array(
      fc.record({
        type: fc.constantFrom<AddOnType>(...ADD_ON_TYPES),
        quantity: fc.integer({ min: 0, max: 5 }),
      }),
      { maxLength: 4 },
    ),
  });

  it('joining an organisation or buying an add-on never takes anything away', () => {
    fc.assert(
      fc.property(grants, heldPlans, heldPlans, (free, own, organisation) => {
        const alone = entitlements({ accessType: 'DEFAULT', free, own });
        const member = entitlements({ accessType: 'DEFAULT', free, own, organisation });
        const more = entitlements({
          accessType: 'DEFAULT',
          free,
          own: { ...own, addOns: [...own.addOns, { type: 'ADDON_PUPIL_150', quantity: 1 }] },
        });
        for (const name of PRIVILEGE_NAMES) {
          if (alone.privileges[name]) expect(member.privileges[name]).toBe(true);
          expect(more.privileges[name]).toBe(alone.privileges[name]);
        }
        expect(member.limits.pupils).toBeGreaterThanOrEqual(alone.limits.pupils);
        expect(more.limits.pupils).toBeGreaterThanOrEqual(alone.limits.pupils);
        const unlimited = entitlements({ accessType: 'UNLIMITED', free, own, organisation });
        expect(unlimited.limits.pupils).toBeGreaterThanOrEqual(member.limits.pupils);
      }),
    );
  });

  it('a granted plan counts like a plan held: its features join, each limit is the larger', () => {
    const result = entitlements({
      accessType: 'DEFAULT',
      free: FREE,
      own: held(TEACHER),
      granted: { plans: [DEPARTMENT], addOns: [] },
    });
    expect(result.privileges.sharedArea).toBe(true);
    expect(result.privileges.dialogues).toBe(true);
    expect(result.limits).toEqual({ teachers: 5, pupils: 300, pupilPlatform: true });
    // On the free tier the granted plan lifts the free limits the same way.
    const free = entitlements({
      accessType: 'DEFAULT',
      free: FREE,
      granted: { plans: [TEACHER], addOns: [] },
    });
    expect(free.privileges.createAiResources).toBe(true);
    expect(free.limits).toEqual(TEACHER.limits);
  });

  it('granted add-ons add to the limits like add-ons bought, per unit', () => {
    const result = entitlements({
      accessType: 'DEFAULT',
      free: FREE,
      granted: {
        plans: [],
        addOns: [
          { type: 'ADDON_PUPIL_150', quantity: 2 },
          { type: 'ADDON_TEACHER_ONE', quantity: 1 },
        ],
      },
    });
    expect(result.limits).toEqual({ teachers: 2, pupils: 300, pupilPlatform: false });
  });

  it('granting never takes anything away, and no grant changes nothing', () => {
    const addOnGrants = fc.array(
      fc.record({
        type: fc.constantFrom<AddOnType>(...ADD_ON_TYPES),
        quantity: fc.integer({ min: 1, max: 5 }),
      }),
      { maxLength: 3 },
    );
    fc.assert(
      fc.property(
        grants,
        heldPlans,
        fc.array(grants, { maxLength: 3 }),
        addOnGrants,
        (free, own, plans, addOns) => {
          const without = entitlements({ accessType: 'DEFAULT', free, own });
          expect(entitlements({ accessType: 'DEFAULT', free, own, granted: NO_GRANTS })).toEqual(
            without,
          );
          const withGrants = entitlements({
            accessType: 'DEFAULT',
            free,
            own,
            granted: { plans, addOns },
          });
          for (const name of PRIVILEGE_NAMES) {
            if (without.privileges[name]) expect(withGrants.privileges[name]).toBe(true);
            if (plans.some((plan) => plan.privileges.includes(name)))
              expect(withGrants.privileges[name]).toBe(true);
          }
          expect(withGrants.limits.teachers).toBeGreaterThanOrEqual(without.limits.teachers);
          expect(withGrants.limits.pupils).toBeGreaterThanOrEqual(without.limits.pupils);
          if (without.limits.pupilPlatform) expect(withGrants.limits.pupilPlatform).toBe(true);
          for (const plan of plans)
            expect(withGrants.limits.pupils).toBeGreaterThanOrEqual(plan.limits.pupils);
        },
      ),
    );
  });
});
