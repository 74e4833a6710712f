import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type {
  ClassroomDetail,
  ClassroomGateway,
  LoginCard,
  PupilSummary,
} from '@/application/classrooms/ports';
import { renderApp } from '../../support/renderApp';

const YEAR_8: ClassroomDetail = {
  id: 3,
  name: 'Year 8 Spanish',
  language: 'es',
  levelKey: 'England:8',
  academicYear: '2026-27',
  archived: false,
  pupilCount: 2,
  homeworkCount: 1,
  createdAt: '2026-03-02T09:00:00.000Z',
  allowance: { totalPupilsAllowed: 30, remainingPupils: 3 },
};
const YEAR_9 = { ...YEAR_8, id: 4, name: 'Year 9 Spanish' };

const pupil = (id: number, fullName: string): PupilSummary => ({
  id,
  fullName,
  userName: fullName.toLowerCase().replace(' ', '.'),
  classroomId: 3,
  addedAt: '2026-03-02T09:00:00.000Z',
});

const card = (pupilId: number, fullName: string): LoginCard => ({
  pupilId,
  fullName,
  userName: fullName.toLowerCase().replace(' ', '.'),
  password: 'Brave-otter-47',
  signInAddress: 'https://parlo.example/signin',
});

function gateway(overrides: Partial<ClassroomGateway> = {}): Partial<ClassroomGateway> {
  let pupils = [pupil(5, 'Ana López'), pupil(6, 'Ben Smith')];
  return {
    get: () => Promise.resolve(YEAR_8),
    list: () => Promise.resolve({ items: [YEAR_8, YEAR_9], total: 2 }),
    pupils: () => Promise.resolve({ items: pupils, total: pupils.length }),
    removePupil: vi.fn((id: number) => {
      pupils = pupils.filter((p) => p.id !== id);
      return Promise.resolve({ submissionsDeleted: 4 });
    }),
    ...overrides,
  };
}

describe('/classrooms/view/:id', () => {
  it('beyond the plan, says so with the numbers and saves who stays, by tap and keyboard', async () => {
    const over = (kept: readonly number[]) => ({
      totalPupilsAllowed: 1,
      pupilPlatformAllowed: true,
      pupilCount: 2,
      overLimit: true,
      pupils: [pupil(5, 'Ana López'), pupil(6, 'Ben Smith')].map((p) => ({
        id: p.id,
        fullName: p.fullName,
        userName: p.userName,
        classroomName: 'Year 8 Spanish',
        keepsAccess: kept.includes(p.id),
        maySignIn: kept.includes(p.id),
      })),
    });
    const keepPupils = vi.fn((ids: readonly number[]) => Promise.resolve(over(ids)));
    const app = renderApp('/classrooms/view/3', {
      role: 'public',
      classrooms: { ...gateway(), pupilAccess: () => Promise.resolve(over([])), keepPupils },
    });
    const panel = await screen.findByRole('region', { name: 'Pupils beyond your plan' });
    expect(panel).toHaveTextContent('Your plan allows 1 pupil and you have 2.');
    expect(within(panel).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/subscription/product',
    );
    const ana = within(panel).getByRole('checkbox', { name: /Ana López/ });
    const ben = within(panel).getByRole('checkbox', { name: /Ben Smith/ });
    await app.user.click(ana);
    expect(ana).toBeChecked();
    // The limit is reached: Ben cannot be ticked too.
    expect(ben).toBeDisabled();
    // Keyboard: Space unticks Ana, then Ben can be ticked.
    ana.focus();
    await app.user.keyboard(' ');
    expect(ana).not.toBeChecked();
    ben.focus();
    await app.user.keyboard(' ');
    expect(ben).toBeChecked();
    await app.user.click(within(panel).getByRole('button', { name: 'Save who signs in' }));
    expect(keepPupils).toHaveBeenCalledWith([6]);
    expect(
      await within(panel).findByText(
        'Saved: 1 pupil signs in; the others keep their work and wait.',
      ),
    ).toBeInTheDocument();
  });

  it('shows no panel within the plan', async () => {
    renderApp('/classrooms/view/3', { role: 'public', classrooms: gateway() });
    await screen.findByRole('heading', { level: 1, name: 'Year 8 Spanish' });
    expect(screen.queryByRole('region', { name: 'Pupils beyond your plan' })).toBeNull();
  });

  it('removes a pupil only after a confirmation that says their submissions go too', async () => {
    const classrooms = gateway();
    const app = renderApp('/classrooms/view/3', { role: 'public', classrooms });
    await screen.findByRole('heading', { level: 1, name: 'Year 8 Spanish' });
    expect(screen.getByText('Spanish · Year 8 (England) · 2026-27')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Remove Ana López' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Ana López?' });
    expect(dialog).toHaveTextContent(
      'all their homework submissions and results are deleted with it',
    );
    // The safe choice has the focus first.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(classrooms.removePupil).not.toHaveBeenCalled();
    await app.user.click(screen.getByRole('button', { name: 'Remove Ana López' }));
    await app.user.click(screen.getByRole('button', { name: 'Remove pupil' }));
    expect(
      await screen.findByText('Ana López was removed with 4 submissions.'),
    ).toBeInTheDocument();
    expect(classrooms.removePupil).toHaveBeenCalledWith(5);
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /Ana López/ })).not.toBeInTheDocument(),
    );
  });

  it('links the class’s active and completed homework', async () => {
    renderApp('/classrooms/view/3', { role: 'public', classrooms: gateway() });
    expect(await screen.findByRole('link', { name: 'Active homework' })).toHaveAttribute(
      'href',
      '/classroom/homework/3/active',
    );
    expect(screen.getByRole('link', { name: 'Completed homework' })).toHaveAttribute(
      'href',
      '/classroom/homework/3/completed',
    );
  });

  it('shows a reset’s new card in a dialog that prints it', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const app = renderApp('/classrooms/view/3', {
      role: 'public',
      classrooms: gateway({ resetPassword: (id) => Promise.resolve(card(id, 'Ben Smith')) }),
    });
    await app.user.click(
      await screen.findByRole('button', { name: 'Reset the password of Ben Smith' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'New password for Ben Smith' });
    expect(within(dialog).getByText('Brave-otter-47')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Print card' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });
});

describe('/classrooms/:classroomId/pupils/create', () => {
  it('refuses more names than the plan has room for before sending, then shows the cards', async () => {
    const addPupils = vi.fn((_id: number, lines: readonly string[]) =>
      Promise.resolve({
        cards: lines.filter((l) => l !== '').map((name, i) => card(10 + i, name)),
        allowance: { totalPupilsAllowed: 30, remainingPupils: 1 },
      }),
    );
    const app = renderApp('/classrooms/3/pupils/create', {
      role: 'public',
      classrooms: gateway({ addPupils }),
    });
    const names = await screen.findByLabelText('Pupil names, one per line');
    await app.user.type(names, 'Ana López{enter}Ben Smith{enter}Cleo Diaz{enter}Dan Eve');
    await app.user.click(screen.getByRole('button', { name: 'Add pupils' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your plan allows 30 pupils and you have 27, so 3 more can be added, not 4. Nothing was added. Upgrade for more pupils.',
    );
    // Every lock leads to the plans (issue #13).
    expect(
      within(screen.getByRole('alert')).getByRole('link', { name: 'Upgrade' }),
    ).toHaveAttribute('href', '/subscription/product');
    expect(names).toHaveAttribute('aria-invalid', 'true');
    expect(addPupils).not.toHaveBeenCalled();
    await app.user.clear(names);
    await app.user.type(names, 'Ana López{enter}Ben Smith');
    await app.user.click(screen.getByRole('button', { name: 'Add pupils' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '2 pupils added to Year 8 Spanish' }),
    ).toHaveFocus();
    const cards = within(screen.getByRole('list', { name: 'Login cards' })).getAllByRole(
      'listitem',
    );
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Ana López',
      'Ben Smith',
    ]);
    await app.user.click(screen.getByRole('button', { name: 'Print login cards' }));
    expect(
      await screen.findByRole('region', { name: 'Printable login cards for Year 8 Spanish' }),
    ).toBeInTheDocument();
  });
});
