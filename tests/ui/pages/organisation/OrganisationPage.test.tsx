import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OrganisationView } from '@/application/organisation/ports';
import { ORGANISATION_MESSAGES } from '@/domain/organisation/organisationRules';
import { renderApp } from '../../support/renderApp';

const ACADEMY: OrganisationView = {
  id: 1,
  name: 'Parlo Academy',
  country: 'GBR',
  isOwner: true,
  ownerName: 'Hana Head',
  members: [
    { id: 10, fullName: 'Hana Head', email: 'head@example.com', pupilCount: 0, isOwner: true },
    { id: 11, fullName: 'Tom Taylor', email: 'tom@school.org', pupilCount: 4, isOwner: false },
  ],
  invitations: [
    {
      id: 5,
      email: 'ana@school.org',
      createdAt: '2026-03-02T09:00:00Z',
      expiresAt: '2026-03-16T09:00:00Z',
    },
  ],
  seats: {
    totalTeachersAllowed: 5,
    remainingTeachers: 2,
    totalPupilsAllowed: 300,
    remainingPupils: 296,
  },
};

describe('/organisation', () => {
  it('shows the owner the seat figures, the teachers and the open invitations', async () => {
    renderApp('/organisation', {
      role: 'public',
      organisation: { mine: () => Promise.resolve(ACADEMY) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Parlo Academy' })).toBeVisible();
    expect(screen.getByTestId('teachers-seats')).toHaveTextContent('2 of 5 free');
    expect(screen.getByTestId('pupils-seats')).toHaveTextContent('296 of 300 free');
    const tom = screen.getByRole('row', { name: /Tom Taylor/ });
    expect(within(tom).getByRole('button', { name: 'Remove Tom Taylor' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Remove Hana Head' })).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Withdraw the invitation to ana@school.org' }),
    ).toBeVisible();
  });

  it('a teacher without the Department plan is told so, with Upgrade leading to the plans', async () => {
    const create = vi.fn(() => Promise.reject(new Error(ORGANISATION_MESSAGES.needsDepartment)));
    const { user } = renderApp('/organisation', {
      role: 'public',
      organisation: { create },
    });
    await user.type(await screen.findByLabelText('Name of your school or department'), 'Riverside');
    await user.click(screen.getByRole('button', { name: 'Set up organisation' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ORGANISATION_MESSAGES.needsDepartment);
    expect(within(alert).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/subscription/product',
    );
  });

  it('a member sees the department without the owner’s controls, and may leave', async () => {
    renderApp('/organisation', {
      role: 'public',
      organisation: {
        mine: () => Promise.resolve({ ...ACADEMY, isOwner: false, invitations: [] }),
      },
    });
    expect(await screen.findByRole('button', { name: 'Leave Parlo Academy' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
  });
});
