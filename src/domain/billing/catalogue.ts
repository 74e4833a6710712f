// The plan catalogue a new Parlo database starts with (issue #13 "seeded with a sensible
// catalogue: a free tier, a teacher plan, teacher + pupils, a department"). Admins edit the
// stored plans afterwards; this is only the first stock. Prices are in pence, GBP, and sit
// beside what teachers pay for similar tools (a teacher plan about the price of a coffee a
// month, a department about six teachers for the price of five).

import { PRIVILEGE_NAMES, type PrivilegeName } from '@/domain/privileges/privileges';
import type { Limits } from './entitlements';
import type { PlanKind, ProductType } from '@/domain/catalog/enumerations';
import type { AddOnType, BillingInterval } from './products';

export interface CataloguePlan {
  /** Stable key: seeds and tests find a plan by it, whatever id the database gave. */
  readonly key: string;
  readonly productType: ProductType;
  readonly kind: PlanKind;
  readonly title: string;
  readonly description: string;
  readonly priceMinor: number;
  readonly currency: string;
  readonly interval: BillingInterval | null;
  readonly trialDays: number | null;
  readonly privileges: readonly PrivilegeName[];
  readonly limits: Limits;
  readonly rank: number;
}

/**
 * The features that make a paid plan worth paying for: the free tier has every other teaching
 * tool, so a teacher can try Parlo properly before buying.
 */
export const PAID_FEATURES: readonly PrivilegeName[] = [
  'dialogues',
  'voiceovers',
  'uploadImages',
  'pdfExport',
  'vocabLists',
  'textChunkingGame',
  'membersOnlyWebinarRecordings',
];

/** Only a department shares resources between its teachers. */
export const DEPARTMENT_FEATURES: readonly PrivilegeName[] = ['sharedArea'];

const all = (except: readonly PrivilegeName[]) =>
  PRIVILEGE_NAMES.filter((name) => !except.includes(name));

const FREE_FEATURES = all([...PAID_FEATURES, ...DEPARTMENT_FEATURES]);
const TEACHER_FEATURES = all(DEPARTMENT_FEATURES);

const monthlyAndYearly = (
  plan: Omit<CataloguePlan, 'key' | 'priceMinor' | 'interval' | 'kind' | 'trialDays'>,
  key: string,
  monthly: number,
  yearly: number,
): CataloguePlan[] => [
  {
    ...plan,
    key: `${key}-monthly`,
    kind: 'Subscription',
    priceMinor: monthly,
    interval: 'month',
    trialDays: null,
  },
  {
    ...plan,
    key: `${key}-yearly`,
    kind: 'Subscription',
    priceMinor: yearly,
    interval: 'year',
    trialDays: null,
  },
];

/**
 * A monthly add-on: it grants no feature and no seat of its own; what it adds to the plan it is
 * bought on is `ADD_ON_EFFECTS` (entitlements.ts).
 */
const addOn = (
  key: string,
  productType: AddOnType,
  title: string,
  description: string,
  priceMinor: number,
): CataloguePlan => ({
  key,
  productType,
  kind: 'Subscription',
  title,
  description,
  priceMinor,
  currency: 'GBP',
  interval: 'month',
  trialDays: null,
  privileges: [],
  limits: { teachers: 0, pupils: 0, pupilPlatform: false },
  rank: 0,
});

export const PLAN_CATALOGUE: readonly CataloguePlan[] = [
  {
    key: 'free',
    productType: 'SINGLE_TEACHER',
    kind: 'Subscription',
    title: 'Free',
    description:
      'Every teaching tool for your own texts and the built-in generator, for one teacher.',
    priceMinor: 0,
    currency: 'GBP',
    interval: null,
    trialDays: null,
    privileges: FREE_FEATURES,
    limits: { teachers: 1, pupils: 0, pupilPlatform: false },
    rank: 0,
  },
  ...monthlyAndYearly(
    {
      productType: 'SINGLE_TEACHER',
      title: 'Teacher',
      description:
        'Adds dialogues, voiceovers, your own images, PDF export, vocabulary lists and the chunk game.',
      currency: 'GBP',
      privileges: TEACHER_FEATURES,
      limits: { teachers: 1, pupils: 0, pupilPlatform: false },
      rank: 1,
    },
    'teacher',
    600,
    6000,
  ),
  ...monthlyAndYearly(
    {
      productType: 'SINGLE_TEACHER_PLUS_PUPIL',
      title: 'Teacher + Pupils',
      description: 'Everything in Teacher, with pupil accounts: set homework and see the results.',
      currency: 'GBP',
      privileges: TEACHER_FEATURES,
      limits: { teachers: 1, pupils: 30, pupilPlatform: true },
      rank: 2,
    },
    'teacher-pupils',
    1000,
    10000,
  ),
  ...monthlyAndYearly(
    {
      productType: 'DEPARTMENT',
      title: 'Department',
      description:
        'Five teachers and 300 pupils under one plan, with a shared area for the department’s resources.',
      currency: 'GBP',
      privileges: PRIVILEGE_NAMES,
      limits: { teachers: 5, pupils: 300, pupilPlatform: true },
      rank: 3,
    },
    'department',
    4500,
    45000,
  ),
  {
    key: 'trial',
    productType: 'SINGLE_TEACHER_PLUS_PUPIL',
    kind: 'Trial',
    title: 'Trial',
    description: 'Fourteen days of Teacher + Pupils, free, for a new account.',
    priceMinor: 0,
    currency: 'GBP',
    interval: null,
    trialDays: 14,
    privileges: TEACHER_FEATURES,
    limits: { teachers: 1, pupils: 30, pupilPlatform: true },
    rank: 2,
  },
  addOn(
    'addon-teacher',
    'ADDON_TEACHER_ONE',
    'One more teacher',
    'A further teacher seat for a department.',
    800,
  ),
  addOn('addon-pupils', 'ADDON_PUPIL_150', '150 more pupils', '150 further pupil accounts.', 400),
  addOn(
    'addon-platform',
    'ADDON_PUPIL_PLATFORM',
    'Pupil platform',
    'Lets the pupils of a Teacher plan sign in and do homework.',
    300,
  ),
];
