import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deriveQuestions } from '@/domain/questions/deriveQuestions';
import { CONTENT, resource } from '../../../application/resources/fakes';
import { renderApp } from '../../support/renderApp';

const items =
  deriveQuestions(CONTENT, ['vocab_in_context'], { seed: 3 }).questions.vocab_in_context ?? [];

describe('/vocab-context-print', () => {
  it('numbers each sentence with a gap, gives a word bank, and keeps the answers on a later page', async () => {
    expect(items.length).toBeGreaterThan(0);
    renderApp('/vocab-context-print?id=12', {
      role: 'public',
      resources: {
        get: () => Promise.resolve(resource({ questions: { vocab_in_context: items } })),
      },
    });
    const sentences = await screen.findByRole('list', { name: 'Sentences' });
    const lines = within(sentences).getAllByRole('listitem');
    expect(lines).toHaveLength(items.length);
    items.forEach((item, index) => {
      const line = lines[index];
      if (line === undefined) throw new Error('missing line');
      // The gap is an empty line to write on: the sentence reads on without the answer.
      expect(line.textContent).toBe(`${item.before}${item.after}`);
      expect(
        within(line).getByRole('img', { name: `Gap ${String(index + 1)}` }),
      ).toBeEmptyDOMElement();
    });
    const bank = screen.getByRole('list', { name: 'Word bank' });
    expect(
      within(bank)
        .getAllByRole('listitem')
        .map((li) => li.textContent)
        .sort(),
    ).toEqual([...new Set(items.map((item) => item.answer))].sort());

    const key = screen.getByRole('region', { name: 'Answer key: vocabulary in context' });
    expect(key).toHaveClass('print-page-break');
    expect(
      within(key)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(items.map((item) => item.answer));
    // The key is not inside the questions' part of the sheet.
    expect(screen.getByRole('region', { name: 'Fill in the gaps' })).not.toContainElement(key);
  });

  it('the answer key and translations are options', async () => {
    const app = renderApp('/vocab-context-print?id=12', {
      role: 'public',
      resources: {
        get: () => Promise.resolve(resource({ questions: { vocab_in_context: items } })),
      },
    });
    await screen.findByRole('list', { name: 'Sentences' });
    expect(screen.queryByText(items[0]?.native ?? '')).toBeNull();
    await app.user.click(screen.getByRole('checkbox', { name: 'Translations as help' }));
    expect(screen.getAllByText(items[0]?.native ?? '').length).toBeGreaterThan(0);
    await app.user.click(screen.getByRole('checkbox', { name: 'Answer key (on its own page)' }));
    expect(screen.queryByRole('region', { name: /Answer key/ })).toBeNull();
  });

  it('a resource without the type still prints, from its vocabulary', async () => {
    renderApp('/vocab-context-print?id=12', {
      role: 'public',
      resources: { get: () => Promise.resolve(resource({ questions: {} })) },
    });
    const sentences = await screen.findByRole('list', { name: 'Sentences' });
    expect(within(sentences).getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it('a missing id is a message with a way back, never a blank page', async () => {
    const get = vi.fn();
    renderApp('/vocab-context-print', { role: 'public', resources: { get } });
    expect(await screen.findByRole('alert')).toHaveTextContent(/No resource was chosen/);
    expect(screen.getByRole('link', { name: 'Go to my resources' })).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });
});
