import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PrivilegeName } from '@/domain/privileges/privileges';
import { NO_ACTIVITY_CONTENT_NOTICE } from '@/domain/questions/notices';
import { deriveQuestions } from '@/domain/questions/deriveQuestions';
import type { Resource } from '@/application/resources/ports';
import { CONTENT, resource } from '../../../application/resources/fakes';
import { NOT_SHARED_MESSAGE } from '@/ui/pages/teaching/TeachingScreenPage';
import { getRefusal } from '../../support/refusal';
import { renderApp } from '../../support/renderApp';
import { installObjectUrls, restoreBrowserAudio } from '../preview/widgets/browserFakes';

const { questions } = deriveQuestions(CONTENT, ['vocabulary'], { seed: 3 });

describe('the teaching screen (/resource/{id}, /text_translation/{id})', () => {
  it('shows the finished resource: its texts, its activities, and what the author could not give', async () => {
    renderApp('/text_translation/12', {
      role: 'public',
      resources: {
        get: vi.fn(() =>
          Promise.resolve(
            resource({
              status: 'ready',
              questions,
              questionTypes: ['vocabulary', 'inference_questions'],
            }),
          ),
        ),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'At the market' }),
    ).toBeInTheDocument();
    const text = screen.getByRole('region', { name: 'Spanish text' });
    const translation = screen.getByRole('region', { name: 'English translation' });
    expect(text).toHaveTextContent(CONTENT.sentences[0]?.target.text ?? '');
    expect(translation).toHaveTextContent(CONTENT.sentences[0]?.native.text ?? '');
    expect(screen.getByRole('tab', { name: 'Key vocabulary' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: /^Your answer to question \d+$/ })).toHaveLength(
      questions.vocabulary?.length ?? 0,
    );
    expect(screen.getByRole('note')).toHaveTextContent(`Inference: ${NO_ACTIVITY_CONTENT_NOTICE}`);
    expect(screen.getByRole('link', { name: 'Edit the activities' })).toHaveAttribute(
      'href',
      '/activities/library/12',
    );
  });

  it("offers no editing of someone else's resource, and says whose it is", async () => {
    renderApp('/text_translation/12', {
      role: 'public',
      resources: {
        get: () => Promise.resolve(resource({ owner: false, ownerName: 'Sam Smith' })),
      },
    });
    expect(await screen.findByText(/by Sam Smith/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit the activities' })).toBeNull();
  });

  it('T and N hide and show the text and the translation; the buttons say what is shown', async () => {
    const app = renderApp('/text_translation/12', {
      role: 'public',
      resources: { get: () => Promise.resolve(resource({ status: 'ready' })) },
    });
    const text = await screen.findByRole('region', { name: 'Spanish text' });
    expect(screen.getByRole('region', { name: 'English translation' })).toBeInTheDocument();
    await app.user.keyboard('n');
    expect(screen.queryByRole('region', { name: 'English translation' })).toBeNull();
    expect(screen.getByRole('button', { name: /Translation/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await app.user.keyboard('t');
    expect(text).not.toBeInTheDocument();
    expect(screen.getByText(/Both texts are hidden/)).toBeInTheDocument();
    await app.user.keyboard('a');
    expect(await screen.findByRole('region', { name: 'Spanish text' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'English translation' })).toBeInTheDocument();
  });

  it('gaps chosen from the menu are labelled, checked and revealed', async () => {
    const app = renderApp('/text_translation/12', {
      role: 'public',
      resources: { get: () => Promise.resolve(resource({ status: 'ready' })) },
    });
    await screen.findByRole('region', { name: 'Spanish text' });
    await app.user.selectOptions(screen.getByLabelText('Random gaps'), '3');
    const gaps = screen.getAllByRole('textbox', { name: /^Gap \d of 3$/ });
    expect(gaps).toHaveLength(3);
    await app.user.click(screen.getByRole('button', { name: 'Reveal all' }));
    expect(
      screen.getByRole('region', { name: 'Spanish text' }).querySelectorAll('mark'),
    ).toHaveLength(3);
  });

  it('flip puts the translation first, and the choice is kept for next time', async () => {
    const first = renderApp('/text_translation/12', {
      role: 'public',
      resources: { get: () => Promise.resolve(resource({ status: 'ready' })) },
    });
    await screen.findByRole('region', { name: 'Spanish text' });
    await first.user.click(screen.getByRole('button', { name: 'Flip languages' }));
    const text = screen.getByRole('region', { name: 'Spanish text' });
    const translation = screen.getByRole('region', { name: 'English translation' });
    // The translation now comes before the text in reading order.
    expect(translation.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(first.displaySettings.get().flipped).toBe(true);
  });

  it('a worksheet replaces the screen for printing, and Back returns to it', async () => {
    const app = renderApp('/text_translation/12', {
      role: 'public',
      resources: { get: () => Promise.resolve(resource({ status: 'ready', questions })) },
    });
    await screen.findByRole('region', { name: 'Spanish text' });
    await app.user.click(screen.getByRole('button', { name: 'Print a worksheet' }));
    expect(screen.queryByRole('region', { name: 'Spanish text' })).toBeNull();
    expect(screen.getByRole('button', { name: /^Print/ })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: /Back/ }));
    expect(await screen.findByRole('region', { name: 'Spanish text' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Print vocabulary' })).toHaveAttribute(
      'href',
      '/vocab-print?id=12',
    );
  });

  it('blue bars number each sentence in both texts, by a class on the screen alone', async () => {
    const app = renderApp('/text_translation/12', {
      role: 'public',
      resources: { get: () => Promise.resolve(resource({ status: 'ready' })) },
    });
    const text = await screen.findByRole('region', { name: 'Spanish text' });
    const bars = screen.getByRole('button', { name: 'Blue bars' });
    expect(bars).toHaveAttribute('aria-pressed', 'false');
    await app.user.click(bars);
    expect(bars).toHaveAttribute('aria-pressed', 'true');
    expect(text.closest('.teaching-page')).toHaveClass('teach-bars');
    // Each sentence carries its number in both texts for the bar to show.
    const first = CONTENT.sentences[0]?.id;
    expect(text.querySelector(`[data-sentence-id="${String(first)}"]`)).not.toBeNull();
    expect(
      screen
        .getByRole('region', { name: 'English translation' })
        .querySelector(`[data-sentence-id="${String(first)}"]`),
    ).not.toBeNull();
  });

  it('line breaks wait for a layout where they change something', async () => {
    const app = renderApp('/text_translation/12', {
      role: 'public',
      resources: { get: () => Promise.resolve(resource({ status: 'ready' })) },
    });
    await screen.findByRole('region', { name: 'Spanish text' });
    const lineBreaks = screen.getByRole('button', { name: 'Line breaks' });
    expect(lineBreaks).toBeEnabled();
    await app.user.click(screen.getByRole('button', { name: 'Display settings' }));
    await app.user.selectOptions(screen.getByLabelText('Screen layout'), '3');
    expect(lineBreaks).toBeDisabled();
    expect(lineBreaks).toHaveAttribute('aria-pressed', 'true');
  });

  it('an admin has the worksheet but not the teacher-only vocabulary prints', async () => {
    renderApp('/text_translation/12', {
      role: 'admin',
      resources: { get: () => Promise.resolve(resource({ status: 'ready', owner: false })) },
    });
    await screen.findByRole('region', { name: 'Spanish text' });
    expect(screen.getByRole('button', { name: 'Print a worksheet' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Print vocabulary' })).toBeNull();
  });

  it('chunk highlight marks a chunk and its translation alike, in both languages', async () => {
    const app = renderApp('/text_translation/12', {
      role: 'public',
      resources: { get: () => Promise.resolve(resource({ status: 'ready' })) },
    });
    const text = await screen.findByRole('region', { name: 'Spanish text' });
    const translation = screen.getByRole('region', { name: 'English translation' });
    expect(text.querySelector('.teach-chunk')).toBeNull();
    await app.user.click(screen.getByRole('button', { name: 'Chunk highlight' }));
    const words = (region: HTMLElement, chunk: number) =>
      [...region.querySelectorAll(`[data-sentence-id="1"] .teach-chunk-${String(chunk)}`)]
        .map((element) => element.textContent)
        .join(' ');
    // "Los sábados," ⇄ "On Saturdays," — the first chunk pair of the first sentence.
    expect(words(text, 0)).toBe('Los sábados ,');
    expect(words(translation, 0)).toBe('On Saturdays ,');
    expect(words(text, 1)).toBe('Lucía va al mercado');
    expect(words(translation, 1)).toBe('Lucía goes to the market');
  });

  it('the public door reads the shared resource with no one signed in', async () => {
    const readShared = vi.fn(() =>
      Promise.resolve(resource({ status: 'ready', visibility: 'PUBLIC', owner: false })),
    );
    renderApp('/resource/12', { role: null, resources: { readShared } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'At the market' }),
    ).toBeInTheDocument();
    expect(readShared).toHaveBeenCalledWith(12);
    expect(screen.getByRole('region', { name: 'Spanish text' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit the activities' })).toBeNull();
  });

  it('the player loads a stored track through the door the resource was read by', async () => {
    installObjectUrls();
    const track = {
      id: 7,
      kind: 'upload' as const,
      mimeType: 'audio/mpeg' as const,
      bytes: 3,
      fileName: 'lesson.mp3',
      createdAt: '2026-11-21T14:05:00.000Z',
    };
    const stored = resource({ status: 'ready', audio: [track] });
    const sharedAudio = vi.fn(() => Promise.resolve(new Blob(['ID3'], { type: 'audio/mpeg' })));
    const audio = vi.fn(() => Promise.reject(new Error('The public door has no session.')));
    renderApp('/resource/12', {
      role: null,
      resources: { readShared: () => Promise.resolve(stored), sharedAudio, audio },
    });
    await screen.findByRole('heading', { level: 1, name: 'At the market' });
    await waitFor(() => expect(sharedAudio).toHaveBeenCalledWith(stored.id, 7));
    expect(audio).not.toHaveBeenCalled();
  });

  it('another resource opened while the first is still read shows the second, never the late first', async () => {
    let answerFirst: (value: Resource) => void = () => undefined;
    const get = vi.fn((id: number) =>
      id === 12
        ? new Promise<Resource>((resolve) => {
            answerFirst = resolve;
          })
        : Promise.resolve(resource({ id, name: 'The second one', status: 'ready' })),
    );
    const app = renderApp('/text_translation/12', { role: 'public', resources: { get } });
    await waitFor(() => expect(get).toHaveBeenCalledWith(12));
    await act(() => app.router.navigate('/text_translation/13'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The second one' }),
    ).toBeInTheDocument();
    await act(async () => {
      answerFirst(resource({ id: 12, name: 'The late first one', status: 'ready' }));
      await Promise.resolve();
    });
    expect(screen.getByRole('heading', { level: 1, name: 'The second one' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The late first one' })).toBeNull();
  });

  it('the public door says plainly when a resource is missing or not shared', async () => {
    renderApp('/resource/99', {
      role: null,
      resources: {
        readShared: () => Promise.reject(Object.assign(new Error('Not found.'), { status: 404 })),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_SHARED_MESSAGE);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Interactive resource' }),
    ).toBeInTheDocument();
    // Reading it again would only be told the same.
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('a resource the server does not have says so, with no Retry that cannot help', async () => {
    renderApp('/text_translation/99', {
      role: 'public',
      resources: {
        get: () => Promise.reject(Object.assign(new Error('Not found.'), { status: 404 })),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found.');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('an address that names no resource says so, with no Retry', async () => {
    renderApp('/text_translation/abc', { role: 'public' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This address names no resource.');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('a resource that could not be read for a server failure says why, and Retry reads it', async () => {
    let calls = 0;
    const app = renderApp('/text_translation/12', {
      role: 'public',
      resources: {
        get: () =>
          (calls += 1) === 1
            ? Promise.reject(Object.assign(new Error('Something went wrong'), { status: 502 }))
            : Promise.resolve(resource()),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'At the market' }),
    ).toBeInTheDocument();
  });
});

describe('the teaching screen honours the plan (spec §6 privileges)', () => {
  const refusal = (feature: string) => `Your plan does not include ${feature}. Upgrade to use it.`;
  const open = (withheld: readonly PrivilegeName[]) =>
    renderApp('/text_translation/12', {
      role: 'public',
      withheld,
      resources: { get: () => Promise.resolve(resource({ status: 'ready', questions })) },
    });

  it('a full plan has every tool, and no refusal is shown', async () => {
    open([]);
    await screen.findByRole('region', { name: 'Spanish text' });
    expect(screen.getByLabelText('Random gaps')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Highlighter' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Print a worksheet' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Print vocabulary' })).toBeInTheDocument();
    expect(screen.queryByText(/Your plan does not include/)).toBeNull();
  });

  it('without cloze the gap menu gives way to what the plan lacks; the texts stay', async () => {
    open(['cloze']);
    await screen.findByRole('region', { name: 'Spanish text' });
    expect(screen.queryByLabelText('Random gaps')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reveal all' })).toBeNull();
    expect(getRefusal(refusal('Cloze'))).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'English translation' })).toBeInTheDocument();
  });

  it('the highlighter and the print buttons are off, each saying why', async () => {
    open(['highlightPartOfSpeech', 'printWorksheets', 'vocabLists']);
    await screen.findByRole('region', { name: 'Spanish text' });
    const highlighter = screen.getByRole('button', { name: 'Highlighter' });
    expect(highlighter).toBeDisabled();
    expect(highlighter).toHaveAccessibleDescription(refusal('Highlight parts of speech'));
    expect(screen.getByRole('button', { name: 'Print a worksheet' })).toHaveAccessibleDescription(
      refusal('Print worksheets'),
    );
    expect(screen.queryByRole('link', { name: 'Print vocabulary' })).toBeNull();
    const vocabulary = screen.getByRole('button', { name: 'Print vocabulary' });
    expect(vocabulary).toBeDisabled();
    expect(vocabulary).toHaveAccessibleDescription(refusal('Vocabulary lists'));
    // A title reaches no keyboard: each refusal is also said under the toolbar, with its link.
    for (const feature of ['Highlight parts of speech', 'Print worksheets', 'Vocabulary lists'])
      expect(getRefusal(refusal(feature))).toBeVisible();
  });

  it('each game and question type the plan lacks says so in its place; the others play', async () => {
    open(['pairsGame', 'keyVocabSlides', 'questionVocabulary']);
    await screen.findByRole('region', { name: 'Spanish text' });
    const games = screen.getByRole('region', { name: 'Games' });
    expect(games).toHaveTextContent(refusal('Pairs game'));
    expect(games).toHaveTextContent(refusal('Key vocabulary slides'));
    expect(games).not.toHaveTextContent(refusal('Text chunking game'));
    // The question type keeps its tab, so the teacher sees the resource has it.
    expect(screen.getByRole('tab', { name: 'Key vocabulary' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent(refusal('Vocabulary questions'));
    expect(screen.queryByRole('textbox', { name: /^Your answer to question/ })).toBeNull();
  });
});

afterEach(() => {
  restoreBrowserAudio();
});
