import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUESTION_TYPES } from '@/domain/catalog/questionTypes';
import { deriveQuestions } from '@/domain/questions/deriveQuestions';
import { LessonPlanPanel } from '@/ui/pages/activities/editors/LessonPlanPanel';
import { spanishMarket } from '../../../../domain/questions/fixtures';

const { questions } = deriveQuestions(
  spanishMarket,
  ['vocabulary', 'comprehension', 'open_ended_ques'],
  {
    seed: 3,
  },
);

function setup() {
  const user = userEvent.setup();
  render(
    <LessonPlanPanel
      name="At the market"
      level="A2"
      content={spanishMarket}
      questions={questions}
    />,
  );
  return { user };
}

const plan = () => screen.getByRole('article', { name: 'Lesson plan: At the market' });

afterEach(() => {
  vi.restoreAllMocks();
  document.body.className = '';
});

describe('LessonPlanPanel', () => {
  it('shows no plan until one is asked for: the plan is optional', () => {
    setup();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
    for (const option of [
      'Projector',
      'Focus',
      'Ability',
      'Audio player',
      'Printed vocab',
      'Worksheet',
    ]) {
      expect(screen.getByRole('checkbox', { name: option })).not.toBeChecked();
    }
  });

  it('creates the plan as an ordered list of stages naming only the resource’s activities', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Create lesson plan' }));
    expect(screen.getByRole('heading', { name: 'Lesson plan: At the market' })).toHaveFocus();
    const stages = within(plan())
      .getAllByRole('heading', { level: 4 })
      .map((h) => h.textContent);
    expect(stages.map((title) => title?.replace(/ \(\d+ min\)$/, ''))).toEqual([
      'Warm-up',
      'Presentation',
      'Practice',
      'Production',
      'Plenary',
    ]);
    const minutes = stages.map((title) => Number(/\((\d+) min\)/.exec(title ?? '')?.[1]));
    expect(minutes.reduce((a, b) => a + b, 0)).toBe(60);
    const text = plan().textContent ?? '';
    expect(text).toContain('Key vocabulary:');
    expect(text).toContain('Comprehension:');
    expect(text).toContain('Open-ended:');
    for (const { label } of QUESTION_TYPES.filter(
      (type) => !['vocabulary', 'comprehension', 'open_ended_ques'].includes(type.value),
    )) {
      expect(text).not.toContain(`${label}:`);
    }
    expect(within(plan()).getAllByRole('list')[0]?.tagName).toBe('OL');
  });

  it('the options and the lesson length change the plan', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('checkbox', { name: 'Audio player' }));
    await user.click(screen.getByRole('checkbox', { name: 'Ability' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Lesson length' }), '45 minutes');
    await user.click(screen.getByRole('button', { name: 'Create lesson plan' }));
    expect(within(plan()).getByText(/Play the audio of the text twice/)).toBeInTheDocument();
    expect(within(plan()).getByRole('heading', { name: 'Differentiation' })).toBeInTheDocument();
    expect(within(plan()).getByText(/45 minutes/)).toBeInTheDocument();
    expect(within(plan()).queryByText(/projector/i)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Projector' }));
    expect(screen.getByText(/The choices have changed since this plan was made/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create lesson plan' }));
    expect(within(plan()).getAllByText(/projector/i).length).toBeGreaterThan(0);
    expect(screen.queryByText(/The choices have changed/)).not.toBeInTheDocument();
  });

  it('Print prints the page with only the plan shown', async () => {
    let classDuringPrint = false;
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      classDuringPrint = document.body.classList.contains('printing-lesson-plan');
    });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Create lesson plan' }));
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(classDuringPrint).toBe(true);
    window.dispatchEvent(new Event('afterprint'));
    expect(document.body).not.toHaveClass('printing-lesson-plan');
  });
});
