import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GenerationOutcome, GenerationRequest } from '@/application/resources/ports';
import { createDraft } from '@/domain/draft/draftRules';
import { planRefusal, QUESTION_TYPE_PRIVILEGES } from '@/domain/privileges/privileges';
import { CONTENT, READY_DRAFT, REPORT } from '../../../application/resources/fakes';
import { getRefusal, refusalText } from '../../support/refusal';
import { renderApp } from '../../support/renderApp';
import { QUESTION_TYPES_LOCKED } from '@/ui/components/Choice';

/*
 * The dashboard honours the plan (spec §6 privileges): what the plan lacks is shown but cannot be
 * chosen, says why, and a kept draft loses it, so the form never sends what the server refuses.
 */

const teacher = { role: 'public' } as const;

const radio = (name: string) =>
  within(screen.getByRole('group', { name: 'Resource type' })).getByRole('radio', { name });
const checkbox = (name: string) =>
  within(screen.getByRole('group', { name: 'Question types' })).getByRole('checkbox', { name });

const done = (): Promise<GenerationOutcome> =>
  Promise.resolve({ kind: 'done', id: 31, jobId: 'j', content: CONTENT, report: REPORT });

describe('/select_resources on a plan without dialogues', () => {
  it('shows both dialogue styles locked, saying why, and the other styles open', async () => {
    renderApp('/select_resources', { ...teacher, withheld: ['dialogues'] });
    await screen.findByRole('group', { name: 'Resource type' });
    for (const name of ['Dialogue (two speakers)', 'Dialogue (three speakers)']) {
      expect(radio(name)).toBeDisabled();
      expect(radio(name)).toHaveAccessibleDescription('Not in your plan');
    }
    for (const name of ['Text', 'Single sentences', 'Comprehensible text']) {
      expect(radio(name)).toBeEnabled();
      expect(radio(name)).not.toHaveAccessibleDescription();
    }
    // The lock says which feature, once, and leads to the plans (issue #13).
    const shown = getRefusal(planRefusal('dialogues'));
    expect(
      within(screen.getByRole('group', { name: 'Resource type' })).getByText(
        refusalText(planRefusal('dialogues')),
      ),
    ).toBe(shown);
  });

  it('says once that locked question types come with an upgrade, linking to the plans', async () => {
    renderApp('/select_resources', { ...teacher, withheld: ['syllables'] });
    await screen.findByRole('group', { name: 'Question types' });
    getRefusal(QUESTION_TYPES_LOCKED);
    expect(screen.getAllByText(refusalText(QUESTION_TYPES_LOCKED))).toHaveLength(1);
  });

  it('says nothing of upgrades when the plan has every feature', async () => {
    renderApp('/select_resources', teacher);
    await screen.findByRole('group', { name: 'Question types' });
    expect(screen.queryByText(refusalText(QUESTION_TYPES_LOCKED))).toBeNull();
    expect(screen.queryByText(refusalText(planRefusal('dialogues')))).toBeNull();
  });

  it('turns a kept dialogue draft into a text, drops who said what, and generates that', async () => {
    const generate = vi.fn((_: GenerationRequest) => done());
    const app = renderApp('/select_resources', {
      ...teacher,
      withheld: ['dialogues'],
      storedCreation: {
        draft: {
          ...READY_DRAFT,
          resourceType: 'dialogue_two_speakers',
          questionTypes: ['who_said_what', 'vocabulary'],
        },
        jobId: null,
      },
      resources: { generate },
    });
    await screen.findByRole('group', { name: 'Resource type' });
    await waitFor(() => expect(radio('Text')).toBeChecked());
    expect(radio('Dialogue (two speakers)')).not.toBeChecked();
    expect(app.resources.drafts.get()?.draft).toMatchObject({
      resourceType: 'text',
      questionTypes: ['vocabulary'],
    });
    await app.user.click(screen.getByRole('button', { name: 'Generate for review' }));
    await waitFor(() => expect(generate).toHaveBeenCalledTimes(1));
    expect(generate.mock.calls[0]?.[0]).toMatchObject({
      resourceType: 'text',
      questionTypes: ['vocabulary'],
    });
  });
});

describe('/select_resources on a plan without some question types', () => {
  it('shows those types locked, saying why, and the others open', async () => {
    renderApp('/select_resources', { ...teacher, withheld: ['syllables', 'spotTheMistakes'] });
    await screen.findByRole('group', { name: 'Question types' });
    const boxes = within(screen.getByRole('group', { name: 'Question types' })).getAllByRole(
      'checkbox',
    );
    const locked = boxes.filter((box) => (box as HTMLInputElement).disabled);
    expect(locked).toHaveLength(2);
    for (const box of locked) expect(box).toHaveAccessibleDescription('Not in your plan');
    for (const box of boxes.filter((b) => !locked.includes(b)))
      expect(box).not.toHaveAccessibleDescription();
    expect(checkbox('Syllables')).toBeDisabled();
  });

  it('unticks a kept draft’s locked types and never sends them', async () => {
    const generate = vi.fn((_: GenerationRequest) => done());
    const app = renderApp('/select_resources', {
      ...teacher,
      withheld: ['syllables'],
      storedCreation: {
        draft: { ...READY_DRAFT, questionTypes: ['syllables', 'vocabulary'] },
        jobId: null,
      },
      resources: { generate },
    });
    await screen.findByRole('group', { name: 'Question types' });
    await waitFor(() => expect(checkbox('Syllables')).not.toBeChecked());
    expect(app.resources.drafts.get()?.draft.questionTypes).toEqual(['vocabulary']);
    await app.user.click(screen.getByRole('button', { name: 'Generate for review' }));
    await waitFor(() => expect(app.location()).toBe('/preview/31'));
    expect(generate.mock.calls[0]?.[0].questionTypes).toEqual(['vocabulary']);
  });

  it('keeps a fresh draft ungeneratable when the plan has no question type left', async () => {
    renderApp('/select_resources', {
      ...teacher,
      withheld: Object.values(QUESTION_TYPE_PRIVILEGES),
      storedCreation: { draft: READY_DRAFT, jobId: null },
    });
    expect(await screen.findByRole('button', { name: 'Generate for review' })).toBeDisabled();
    expect(await screen.findByText(/Question types: Choose at least one/)).toBeInTheDocument();
  });
});

describe('/select_resources on a plan without createAiResources', () => {
  it('says so in place of the Generate button and keeps adding one’s own text reachable', async () => {
    const app = renderApp('/select_resources', {
      ...teacher,
      withheld: ['createAiResources'],
      storedCreation: { draft: READY_DRAFT, jobId: null },
    });
    expect(await screen.findByText(refusalText(planRefusal('createAiResources')))).toBeVisible();
    getRefusal(planRefusal('createAiResources'));
    expect(screen.queryByRole('button', { name: 'Generate for review' })).toBeNull();
    await app.user.click(screen.getByRole('link', { name: 'add a text of your own' }));
    await waitFor(() => expect(app.location()).toBe('/add_resource'));
  });
});

describe('/select_resources on a plan with every feature', () => {
  it('locks nothing and keeps a dialogue draft as it is', async () => {
    const draft = createDraft({
      resourceType: 'dialogue_three_speakers',
      questionTypes: ['who_said_what', 'syllables'],
    });
    const app = renderApp('/select_resources', {
      ...teacher,
      storedCreation: { draft, jobId: null },
    });
    await screen.findByRole('group', { name: 'Question types' });
    expect(screen.queryByText('Not in your plan')).toBeNull();
    expect(radio('Dialogue (three speakers)')).toBeChecked();
    expect(checkbox('Who said what')).toBeChecked();
    expect(app.resources.drafts.get()?.draft).toEqual(draft);
  });
});
