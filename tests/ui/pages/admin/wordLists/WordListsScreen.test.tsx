import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AddChunkWordsRequest, WordListsView } from '@/contract/wordLists';
import { renderApp } from '../../../support/renderApp';

const at = '2026-11-25T12:00:00.000Z';
const spanish: WordListsView = {
  language: 'es',
  chunkWords: [{ id: 1, word: 'pero', rule: 'break_before', createdAt: at }],
  posSuggestions: [{ id: 2, word: 'hoy', pos: 'adverb', createdAt: at }],
};

const items = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('/chunks_keyWords and /pos_suggestions', () => {
  it('previews the sample sentence cut at the language’s break words, beside the cut without them', async () => {
    const { user } = renderApp('/chunks_keyWords', {
      role: 'admin',
      wordLists: { load: () => Promise.resolve(spanish) },
    });
    expect(await screen.findByRole('cell', { name: 'pero' })).toBeInTheDocument();
    const sample = screen.getByLabelText('Sample sentence');
    await user.clear(sample);
    await user.type(sample, 'Quiero salir pero llueve.');
    expect(items('With the lists')).toEqual(['Quiero salir', 'pero llueve.']);
    expect(items('Without the lists')).toEqual(['Quiero salir pero llueve.']);
  });

  it('sends pasted words with the chosen rule, and refuses a listed word without a call', async () => {
    const add = vi.fn((request: AddChunkWordsRequest) =>
      Promise.resolve({
        ...spanish,
        chunkWords: [
          ...spanish.chunkWords,
          ...request.words.map((word, i) => ({
            id: 10 + i,
            word,
            rule: request.rule,
            createdAt: at,
          })),
        ],
      }),
    );
    const { user } = renderApp('/chunks_keyWords', {
      role: 'admin',
      wordLists: { load: () => Promise.resolve(spanish), addChunkWords: add },
    });
    await screen.findByRole('cell', { name: 'pero' });
    const box = screen.getByLabelText('Words to add (one per line)');
    await user.type(box, 'Pero');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      '"Pero" is already in this list (as "pero").',
    );
    expect(add).not.toHaveBeenCalled();

    await user.clear(box);
    await user.type(box, 'casa{Enter}perro');
    await user.selectOptions(screen.getByLabelText('Rule'), 'key_word');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('cell', { name: 'perro' })).toBeInTheDocument();
    expect(add).toHaveBeenCalledWith({
      language: 'es',
      rule: 'key_word',
      words: ['casa', 'perro'],
    });
    expect(box).toHaveValue('');
  });

  it('shows the tag a listed word gets in the sample sentence', async () => {
    const { user } = renderApp('/pos_suggestions', {
      role: 'admin',
      wordLists: { load: () => Promise.resolve(spanish) },
    });
    expect(await screen.findByRole('cell', { name: 'hoy' })).toBeInTheDocument();
    const sample = screen.getByLabelText('Sample sentence');
    await user.clear(sample);
    await user.type(sample, 'Hoy llueve.');
    const table = screen.getByRole('table', { name: 'Tags of the sample sentence' });
    const hoy = within(table).getByRole('row', { name: /Hoy/ });
    expect(
      within(hoy)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Hoy', 'other', 'adverb']);
  });
});
