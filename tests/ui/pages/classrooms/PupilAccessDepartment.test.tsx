import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ClassroomDetail, PupilAccessView } from '@/application/classrooms/ports';
import { renderApp } from '../../support/renderApp';

/*
 * A department over its pool (issue #13), on a member's classroom page: the panel names the
 * department's figures and lets the member tick only what the other teachers' choices leave.
 */

const YEAR_8: ClassroomDetail = {
  id: 3,
  name: 'Year 8 Spanish',
  language: 'es',
  levelKey: 'England:8',
  academicYear: '2026-27',
  archived: false,
  pupilCount: 3,
  homeworkCount: 0,
  createdAt: '2026-03-02T09:00:00.000Z',
  allowance: { totalPupilsAllowed: 4, remainingPupils: 0 },
};

const names = ['Di Ives', 'Ed Jones', 'Flo Kent'];

const view = (placesLeft: number, kept: readonly number[]): PupilAccessView => ({
  totalPupilsAllowed: placesLeft,
  pupilPlatformAllowed: true,
  pupilCount: 3,
  overLimit: true,
  department: { totalPupilsAllowed: 4, pupilCount: 6 },
  pupils: names.map((fullName, i) => ({
    id: 20 + i,
    fullName,
    userName: fullName.toLowerCase().replace(' ', '.'),
    classroomName: 'Year 8 Spanish',
    keepsAccess: kept.includes(20 + i),
    maySignIn: kept.includes(20 + i),
  })),
});

const render = (access: PupilAccessView, keepPupils = vi.fn()) =>
  renderApp('/classrooms/view/3', {
    role: 'public',
    classrooms: {
      get: () => Promise.resolve(YEAR_8),
      list: () => Promise.resolve({ items: [YEAR_8], total: 1 }),
      pupils: () => Promise.resolve({ items: [], total: 0 }),
      pupilAccess: () => Promise.resolve(access),
      keepPupils,
    },
  });

describe('a department member’s pupils beyond the pool', () => {
  it('names the department’s figures and lets the member tick only the place left', async () => {
    const keepPupils = vi.fn((ids: readonly number[]) => Promise.resolve(view(1, ids)));
    const app = render(view(1, []), keepPupils);
    const panel = await screen.findByRole('region', { name: 'Pupils beyond your plan' });
    expect(panel).toHaveTextContent(
      'Your department’s plan allows 4 pupils and its teachers have 6. With the places the other teachers keep, you can choose 1 of your 3 pupils.',
    );
    // Only the owner can buy more places: no Upgrade link for a member.
    expect(within(panel).queryByRole('link', { name: 'Upgrade' })).toBeNull();
    await app.user.click(within(panel).getByRole('checkbox', { name: /Ed Jones/ }));
    expect(within(panel).getByRole('checkbox', { name: /Di Ives/ })).toBeDisabled();
    await app.user.click(within(panel).getByRole('button', { name: 'Save who signs in' }));
    expect(keepPupils).toHaveBeenCalledWith([21]);
  });

  it('when the others keep every place, says so and offers nothing to tick', async () => {
    render(view(0, []));
    const panel = await screen.findByRole('region', { name: 'Pupils beyond your plan' });
    expect(panel).toHaveTextContent(
      'The other teachers keep every place, so none of your pupils can sign in until one of them unticks a pupil.',
    );
    expect(within(panel).queryByRole('checkbox')).toBeNull();
  });
});
