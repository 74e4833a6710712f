import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminPlan } from '@/application/admin/plans/ports';
import { PLAN_MESSAGES } from '@/domain/billing/planDraft';
import { renderApp } from '../../support/renderApp';

const TEACHER = {
  id: 2,
  key: 'teacher-monthly',
  productType: 'SINGLE_TEACHER',
  kind: 'Subscription',
  title: 'Teacher',
  description: 'For one teacher.',
  priceMinor: 1000,
  currency: 'GBP',
  interval: 'month',
  trialDays: null,
  privileges: ['cloze'],
  limits: { teachers: 1, pupils: 0, pupilPlatform: false },
  rank: 1,
  isAddOn: false,
  stripePriceId: null,
  active: true,
  holders: 3,
} as unknown as AdminPlan;

describe('/admin/plans', () => {
  it('lists plans with their price as money, and saves an edit in minor units', async () => {
    const update = vi.fn((_id: number, draft: { priceMinor: number }) =>
      Promise.resolve({ ...TEACHER, priceMinor: draft.priceMinor } as AdminPlan),
    );
    const { user } = renderApp('/admin/plans', {
      role: 'admin',
      adminPlans: { list: () => Promise.resolve([TEACHER]), update },
    });
    const row = await screen.findByRole('row', { name: /Teacher/ });
    expect(row).toHaveTextContent('£10.00 / month');
    expect(row).toHaveTextContent('Active');
    await user.click(within(row).getByRole('button', { name: 'Edit Teacher (monthly)' }));
    const price = screen.getByLabelText('Price (for example 12.99)');
    await user.clear(price);
    await user.type(price, '12.99');
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByText(/Teacher is saved/)).toBeVisible();
    expect(update).toHaveBeenCalledWith(2, expect.objectContaining({ priceMinor: 1299 }));
  });

  it('a negative price is refused next to the field, and nothing is sent', async () => {
    const update = vi.fn();
    const { user } = renderApp('/admin/plans', {
      role: 'admin',
      adminPlans: { list: () => Promise.resolve([TEACHER]), update },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Teacher (monthly)' }));
    const price = screen.getByLabelText('Price (for example 12.99)');
    await user.clear(price);
    await user.type(price, '-5');
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription(PLAN_MESSAGES.price);
    expect(update).not.toHaveBeenCalled();
  });
});
