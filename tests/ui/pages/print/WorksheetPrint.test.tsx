import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { deriveQuestions } from '@/domain/questions/deriveQuestions';
import { DEFAULT_WORKSHEET_OPTIONS, type WorksheetOptions } from '@/domain/teaching/worksheet';
import { ServicesProvider } from '@/ui/app/ServicesContext';
import { WorksheetPrint, WorksheetPrintView } from '@/ui/pages/print/WorksheetPrint';
import { CONTENT, resource } from '../../../application/resources/fakes';
import { frenchPicnic } from '../../../domain/questions/fixtures';
import { fakeServices } from '../../support/services';

const { questions } = deriveQuestions(
  CONTENT,
  ['multi_choice_ques', 'true_false_ques', 'chunks', 'vocabulary'],
  { seed: 3 },
);
const printable = resource({ status: 'ready', questions });

function options(overrides: Partial<WorksheetOptions> = {}): WorksheetOptions {
  return { ...DEFAULT_WORKSHEET_OPTIONS, ...overrides };
}

/** The worksheet's controls read the user's privileges (Download PDF): a teacher is signed in. */
function withServices(children: ReactNode) {
  return (
    <ServicesProvider value={fakeServices({ role: 'public' }).services}>
      {children}
    </ServicesProvider>
  );
}

function regionNames(): string[] {
  return screen
    .getAllByRole('region')
    .map((region) => region.getAttribute('aria-label') ?? '')
    .filter((name) => name !== '');
}

describe('WorksheetPrintView', () => {
  it('prints the chosen question types only, each answer key after all the questions', () => {
    render(
      <WorksheetPrintView
        resource={printable}
        options={options({ types: ['true_false_ques', 'multi_choice_ques'], answerKeys: true })}
      />,
    );
    expect(regionNames()).toEqual([
      'Text',
      'Multiple choice',
      'True / false / not in the text',
      'Answer key: Gaps in the text',
      'Answer key: Multiple choice',
      'Answer key: True / false / not in the text',
    ]);
    for (const name of regionNames().filter((n) => n.startsWith('Answer key')))
      expect(screen.getByRole('region', { name })).toHaveClass('print-page-break');
    expect(screen.queryByRole('region', { name: 'Sentence chunks' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Key vocabulary' })).toBeNull();
  });

  it('multiple choice reads a) b) c) d) and its key names the letter; questions hold no answers', () => {
    const items = questions.multi_choice_ques ?? [];
    const first = items[0];
    if (first === undefined) throw new Error('no multiple-choice item');
    render(
      <WorksheetPrintView
        resource={printable}
        options={options({ text: false, types: ['multi_choice_ques'] })}
      />,
    );
    const part = screen.getByRole('region', { name: 'Multiple choice' });
    const numbered = within(part)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.tagName === 'OL');
    expect(numbered).toHaveLength(items.length);
    expect(numbered[0]).toHaveTextContent(`a) ${first.options[0]?.target ?? ''}`);
    expect(numbered[0]).toHaveTextContent(`d) ${first.options[3]?.target ?? ''}`);
    const key = screen.getByRole('region', { name: 'Answer key: Multiple choice' });
    const letter = String.fromCharCode(97 + first.correctIndex);
    expect(within(key).getAllByRole('listitem')[0]).toHaveTextContent(
      `${letter}) ${first.options[first.correctIndex]?.target ?? ''}`,
    );
    expect(part).not.toContainElement(key);
  });

  it('true / false items have three boxes; chunks come out of order as a list', () => {
    render(
      <WorksheetPrintView
        resource={printable}
        options={options({ text: false, types: ['true_false_ques', 'chunks'], answerKeys: false })}
      />,
    );
    const tf = screen.getByRole('region', { name: 'True / false / not in the text' });
    expect(within(tf).getAllByText('Not in the text')).toHaveLength(
      questions.true_false_ques?.length ?? -1,
    );
    const chunkItem = questions.chunks?.[0];
    if (chunkItem === undefined) throw new Error('no chunks item');
    const jumbled = within(screen.getByRole('region', { name: 'Sentence chunks' })).getAllByRole(
      'list',
      { name: 'Chunks, out of order' },
    )[0];
    if (jumbled === undefined) throw new Error('no chunk list');
    expect(
      within(jumbled)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(chunkItem.order.map((index) => chunkItem.chunks[index]?.target));
    expect(screen.queryByRole('region', { name: /Answer key/ })).toBeNull();
  });

  it('gaps the text by the percentage chosen, and prints it whole with no gaps', () => {
    const { rerender } = render(
      <WorksheetPrintView resource={printable} options={options({ gapPercent: 50, types: [] })} />,
    );
    const key = screen.getByRole('region', { name: 'Answer key: Gaps in the text' });
    const gaps = within(key).getAllByRole('listitem').length;
    expect(gaps).toBeGreaterThan(0);
    expect(
      screen.getByText(`Write the missing word in each of the ${String(gaps)} gaps.`),
    ).toBeInTheDocument();
    rerender(
      <WorksheetPrintView
        resource={printable}
        options={options({ gapPercent: null, types: [] })}
      />,
    );
    expect(screen.queryByRole('region', { name: /Answer key/ })).toBeNull();
    expect(screen.getByRole('region', { name: 'Text' })).toHaveTextContent(
      CONTENT.sentences[0]?.target.text ?? '',
    );
  });
});

describe('WorksheetPrintView, dialogues', () => {
  it("names the speaker once per turn, the turn's sentences on one line", () => {
    render(
      <WorksheetPrintView
        resource={resource({ content: frenchPicnic, language: { target: 'fr', native: 'en' } })}
        options={options({ gapPercent: null })}
      />,
    );
    const text = screen.getByRole('region', { name: 'Text' });
    expect(text).toHaveTextContent("Hugo: Bonne idée ! J'apporte des sandwichs.");
    expect(within(text).getAllByText('Bonne')[0]?.closest('[lang]')).toHaveAttribute('lang', 'fr');
  });
});

describe('WorksheetPrint', () => {
  it('offers the types the resource has; unticking one takes it off the sheet', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(withServices(<WorksheetPrint resource={printable} onClose={onClose} />));
    expect(screen.getByRole('region', { name: 'Key vocabulary' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Key vocabulary' }));
    expect(screen.queryByRole('region', { name: 'Key vocabulary' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Answer key: Key vocabulary' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Spot the mistakes' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('the translation is printed only when ticked, and Back links to the resource', async () => {
    const user = userEvent.setup();
    const translation = CONTENT.sentences[0]?.native.text ?? '';
    render(
      withServices(
        <MemoryRouter>
          <WorksheetPrint resource={printable} initialOptions={{ types: [] }} />
        </MemoryRouter>,
      ),
    );
    expect(screen.queryByText(translation, { exact: false })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Translation' }));
    expect(screen.getByText(translation, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the resource' })).toHaveAttribute(
      'href',
      '/text_translation/12',
    );
  });
});
