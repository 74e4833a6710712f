import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  CreateHomeworkRequest,
  HomeworkOptions,
} from '@/application/homework/setHomeworkPorts';
import { HOMEWORK_MESSAGES } from '@/domain/homework/homeworkDraft';
import { DEFAULT_PASS_MARK, TASK_KINDS } from '@/domain/homework/tasks';
import { TOUR_PAGES, tourPageForRoute } from '@/ui/tour/tourPages';
import { renderApp } from '../../support/renderApp';

const AVAILABLE = new Set(['vocab-type', 'reading-true-false', 'writing-sentence-builder']);
const REASON =
  'This resource has no “Who said what” questions: create them on its activities page to set this task.';

function options(): HomeworkOptions {
  return {
    resource: {
      id: 12,
      name: 'At the market',
      language: { target: 'es', native: 'en' },
      levelKey: 'A2',
      updatedAt: '2026-11-01T10:00:00.000Z',
    },
    tasks: TASK_KINDS.map((kind) => ({
      kind: kind.id,
      skill: kind.skill,
      template: kind.template,
      available: AVAILABLE.has(kind.id),
      itemCount: AVAILABLE.has(kind.id) ? 8 : 0,
      reason: AVAILABLE.has(kind.id) ? null : REASON,
    })),
    classrooms: [
      { id: 3, name: 'Year 8 Spanish', language: 'es', levelKey: 'A2', pupilCount: 5 },
      { id: 4, name: 'Year 9 Spanish', language: 'es', levelKey: 'B1', pupilCount: 1 },
    ],
  };
}

function open(path = '/create-homework?resourceId=12') {
  return renderApp(path, {
    role: 'public',
    homework: {
      options: () => Promise.resolve(options()),
      create: (request: CreateHomeworkRequest) =>
        Promise.resolve({
          id: 40,
          name: request.name,
          resourceId: request.resourceId,
          startsAt: request.startsAt,
          dueAt: request.dueAt,
          tasks: request.tasks.map((task, index) => ({
            id: index + 1,
            identifier: task.kind,
            taskName: task.kind,
            passMark: task.passMark,
          })),
          classrooms: [{ id: 3, name: 'Year 8 Spanish' }],
          pupilCount: 5,
        }),
    },
  });
}

describe('/create-homework', () => {
  it('starts from the resource: a balanced set of tasks ticked, each with its pass mark', async () => {
    open();
    expect(await screen.findByLabelText('Homework name')).toHaveValue('At the market');
    const tasks = screen.getByRole('group', { name: 'Tasks' });
    expect(
      within(tasks).getByRole('checkbox', { name: 'Vocabulary: type the word' }),
    ).toBeChecked();
    expect(
      within(tasks).getByRole('checkbox', { name: 'Reading: true, false or not in the text' }),
    ).toBeChecked();
    expect(
      within(tasks).getByRole('checkbox', { name: 'Writing: build the sentences' }),
    ).toBeChecked();
    expect(
      within(tasks).getByRole('spinbutton', {
        name: 'Pass mark for Vocabulary: type the word (%)',
      }),
    ).toHaveValue(DEFAULT_PASS_MARK);
    expect(within(tasks).getAllByRole('spinbutton')).toHaveLength(3);
  });

  it('shows a task the resource cannot give disabled, with the reason', async () => {
    open();
    const box = await screen.findByRole('checkbox', { name: 'Game: who said what' });
    expect(box).toBeDisabled();
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(`Not available: ${REASON}`);
  });

  it('sets the homework for the classrooms chosen with the pass marks typed, and says so', async () => {
    const app = open();
    await screen.findByLabelText('Homework name');
    const mark = screen.getByRole('spinbutton', {
      name: 'Pass mark for Writing: build the sentences (%)',
    });
    await app.user.clear(mark);
    await app.user.type(mark, '85');
    await app.user.click(screen.getByRole('checkbox', { name: /Year 8 Spanish/ }));
    await app.user.click(screen.getByRole('button', { name: 'Set homework' }));
    expect(await screen.findByRole('heading', { name: 'Homework set' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      '“At the market” is set for Year 8 Spanish: 3 tasks, 5 pupils',
    );
    const [request] = app.homeworkGateway.create.mock.calls[0] ?? [];
    expect(request?.classroomIds).toEqual([3]);
    expect(request?.tasks).toEqual([
      { kind: 'vocab-type', passMark: DEFAULT_PASS_MARK },
      { kind: 'reading-true-false', passMark: DEFAULT_PASS_MARK },
      { kind: 'writing-sentence-builder', passMark: 85 },
    ]);
  });

  it('says what is wrong, beside the field, and sends nothing', async () => {
    const app = open();
    await screen.findByLabelText('Homework name');
    const mark = screen.getByRole('spinbutton', {
      name: 'Pass mark for Vocabulary: type the word (%)',
    });
    await app.user.clear(mark);
    await app.user.type(mark, '140');
    await app.user.click(screen.getByRole('button', { name: 'Set homework' }));
    expect(await screen.findByText(HOMEWORK_MESSAGES.noClassroom)).toBeVisible();
    expect(mark).toHaveAccessibleDescription(
      'The pass mark of “Vocabulary: type the word” must be a whole number from 0 to 100.',
    );
    expect(app.homeworkGateway.create).not.toHaveBeenCalled();
  });

  it('without a resource in the address, lets the teacher pick one of their finished resources', async () => {
    const app = renderApp('/create-homework', {
      role: 'public',
      homework: {
        resources: () => Promise.resolve({ items: [options().resource], total: 1 }),
        options: () => Promise.resolve(options()),
      },
    });
    await app.user.click(await screen.findByRole('button', { name: /At the market/ }));
    expect(await screen.findByLabelText('Homework name')).toHaveValue('At the market');
    await waitFor(() => expect(app.homeworkGateway.options).toHaveBeenCalledWith(12));
  });

  it('carries every mark of its guided tour', async () => {
    open();
    await screen.findByLabelText('Homework name');
    expect(tourPageForRoute('createHomework')).toBe('create_homework');
    for (const step of TOUR_PAGES.create_homework)
      expect({ target: step.target, found: document.querySelector(step.target) !== null }).toEqual({
        target: step.target,
        found: true,
      });
  });
});
