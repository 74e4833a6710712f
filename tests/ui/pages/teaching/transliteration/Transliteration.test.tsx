import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ResourceContent } from '@/domain/resource/content';
import { writeTokens } from '@/domain/resource/content';
import { tokenise } from '@/domain/resource/tokenize';
import { NO_GAPS, selectGaps } from '@/domain/teaching/gaps';
import type { Transliteration, TransliterationScheme } from '@/domain/transliteration/schemes';
import { GappedText } from '@/ui/pages/teaching/gaps/GappedText';
import { resource } from '../../../../application/resources/fakes';
import { renderApp } from '../../../support/renderApp';

/*
 * Transliteration on the teaching screen (spec §9): toggles for the target language's schemes,
 * readings loaded on demand and written over the words with <ruby>, gapped words kept bare.
 */

function content(target: 'ja' | 'zh', texts: readonly string[]): ResourceContent {
  return {
    language: { target, native: 'en' },
    resourceType: 'text',
    title: { target: 'Title', native: 'Title' },
    speakers: [],
    sentences: texts.map((text, index) => {
      const tokens = tokenise(text, target);
      const native = tokenise('A sentence.', 'en');
      return {
        id: index + 1,
        paragraph: 0,
        target: { text: writeTokens(tokens), tokens },
        native: { text: writeTokens(native), tokens: native },
        chunks: [{ target: writeTokens(tokens), native: writeTokens(native) }],
      };
    }),
    vocabulary: [],
    facts: [],
    unstated: [],
  };
}

// Intl.Segmenter: 東京|に|行きます|。  and  日本語|を|勉強|し|ます|。 (as an upload cuts them).
const JAPANESE = content('ja', ['東京に行きます。', '日本語を勉強します。']);

/** Readings as the server gives them: one per token, here only over the first word. */
function readings(
  scheme: TransliterationScheme,
  first: readonly [string, string],
): Transliteration {
  return {
    scheme,
    sentences: JAPANESE.sentences.map((sentence) => ({
      id: sentence.id,
      tokens: sentence.target.tokens.map((_, index) =>
        index === 0 ? (first[sentence.id - 1] ?? null) : null,
      ),
    })),
  };
}
const FURIGANA = readings('furigana', ['とうきょう', 'にほんご']);
const ROMAJI = readings('romaji', ['toukyou', 'nihongo']);

const japaneseResource = () =>
  resource({
    status: 'ready',
    visibility: 'PUBLIC',
    language: { target: 'ja', native: 'en' },
    content: JAPANESE,
  });

/** The readings written over the target text, in order. */
const shownReadings = (region: HTMLElement) =>
  [...region.querySelectorAll('ruby rt')].map((rt) => rt.textContent);

describe('transliteration toggles on the teaching screen', () => {
  it('offers Furigana and Romaji for Japanese, loads nothing until one is chosen', async () => {
    const transliteration = vi.fn((_id: number, scheme: TransliterationScheme) =>
      Promise.resolve(scheme === 'furigana' ? FURIGANA : ROMAJI),
    );
    const app = renderApp('/text_translation/12', {
      role: 'public',
      resources: { get: () => Promise.resolve(japaneseResource()), transliteration },
    });
    const text = await screen.findByRole('region', { name: 'Japanese text' });
    const group = screen.getByRole('group', { name: 'Transliteration' });
    const furigana = within(group).getByRole('button', { name: 'Furigana' });
    const romaji = within(group).getByRole('button', { name: 'Romaji' });
    expect(group).toHaveAttribute('data-tour', 'transliteration');
    expect(furigana).toHaveAttribute('aria-pressed', 'false');
    expect(romaji).toHaveAttribute('aria-pressed', 'false');
    expect(transliteration).not.toHaveBeenCalled();
    expect(text.querySelector('ruby')).toBeNull();

    await app.user.click(furigana);
    expect(furigana).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(shownReadings(text)).toEqual(['とうきょう', 'にほんご']));
    expect(transliteration).toHaveBeenCalledWith(12, 'furigana');
    // The reading sits over its own word.
    expect(text.querySelector('ruby')).toHaveTextContent('東京とうきょう');

    await app.user.click(romaji);
    expect(romaji).toHaveAttribute('aria-pressed', 'true');
    expect(furigana).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(shownReadings(text)).toEqual(['toukyou', 'nihongo']));

    // Off again; back on, the readings already loaded are not asked for twice.
    await app.user.click(romaji);
    expect(romaji).toHaveAttribute('aria-pressed', 'false');
    expect(text.querySelector('ruby')).toBeNull();
    await app.user.click(furigana);
    await waitFor(() => expect(shownReadings(text)).toEqual(['とうきょう', 'にほんご']));
    expect(transliteration).toHaveBeenCalledTimes(2);
    // Only the target text gets readings.
    expect(
      screen.getByRole('region', { name: 'English translation' }).querySelector('ruby'),
    ).toBeNull();
  });

  it('offers Pinyin for Mandarin and nothing for a language without a scheme', async () => {
    renderApp('/text_translation/12', {
      role: 'public',
      resources: {
        get: () =>
          Promise.resolve(
            resource({
              status: 'ready',
              language: { target: 'zh', native: 'en' },
              content: content('zh', ['我去银行。']),
            }),
          ),
      },
    });
    const group = await screen.findByRole('group', { name: 'Transliteration' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Pinyin']);
  });

  it('has no transliteration group for Spanish', async () => {
    renderApp('/text_translation/12', {
      role: 'public',
      resources: { get: () => Promise.resolve(resource({ status: 'ready' })) },
    });
    await screen.findByRole('region', { name: 'Spanish text' });
    expect(screen.queryByRole('group', { name: 'Transliteration' })).toBeNull();
  });

  it('says in a short line when the readings could not be loaded, and tries again when asked', async () => {
    const transliteration = vi
      .fn<(id: number, scheme: TransliterationScheme) => Promise<Transliteration>>()
      .mockRejectedValueOnce(new Error('Something went wrong'))
      .mockResolvedValue(FURIGANA);
    const app = renderApp('/text_translation/12', {
      role: 'public',
      resources: { get: () => Promise.resolve(japaneseResource()), transliteration },
    });
    const text = await screen.findByRole('region', { name: 'Japanese text' });
    const furigana = screen.getByRole('button', { name: 'Furigana' });
    await app.user.click(furigana);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Furigana could not be loaded. Try again.',
    );
    expect(text.querySelector('ruby')).toBeNull();
    await app.user.click(furigana);
    expect(screen.queryByRole('alert')).toBeNull();
    await app.user.click(furigana);
    await waitFor(() => expect(shownReadings(text)).toEqual(['とうきょう', 'にほんご']));
    expect(transliteration).toHaveBeenCalledTimes(2);
  });

  it('reads through the external door on the public page', async () => {
    const sharedTransliteration = vi.fn(() => Promise.resolve(FURIGANA));
    const app = renderApp('/resource/12', {
      role: null,
      resources: {
        readShared: () => Promise.resolve(japaneseResource()),
        sharedTransliteration,
      },
    });
    const text = await screen.findByRole('region', { name: 'Japanese text' });
    await app.user.click(screen.getByRole('button', { name: 'Furigana' }));
    await waitFor(() => expect(shownReadings(text)).toEqual(['とうきょう', 'にほんご']));
    expect(sharedTransliteration).toHaveBeenCalledWith(12, 'furigana');
  });
});

describe('readings in the gapped text', () => {
  const annotate = (sentence: { readonly id: number }, index: number) =>
    index === 0 ? (sentence.id === 1 ? 'とうきょう' : 'にほんご') : null;
  const plain = selectGaps(JAPANESE, 'target', NO_GAPS, 1);
  /** 東京 (sentence 1, token 0) is a gap. */
  const gapped = {
    ...plain,
    gaps: [
      {
        sentenceId: 1,
        tokenIndex: 0,
        key: 'target-1-0',
        number: 1,
        answer: '東京',
        pos: 'other' as const,
      },
    ],
  };

  function renderText(revealed: boolean) {
    return render(
      <GappedText
        content={JAPANESE}
        side="target"
        selection={gapped}
        answers={{}}
        onAnswer={() => undefined}
        revealed={revealed}
        mode="type"
        lineBreaks
        annotate={annotate}
      />,
    );
  }

  it('writes each reading over its word with ruby, nothing over words without one', () => {
    const { container } = render(
      <GappedText
        content={JAPANESE}
        side="target"
        selection={plain}
        answers={{}}
        onAnswer={() => undefined}
        revealed={false}
        mode="type"
        lineBreaks
        annotate={annotate}
      />,
    );
    const rubies = [...container.querySelectorAll('ruby')];
    expect(rubies.map((ruby) => ruby.firstChild?.textContent)).toEqual(['東京', '日本語']);
    expect(rubies.map((ruby) => ruby.querySelector('rt')?.textContent)).toEqual([
      'とうきょう',
      'にほんご',
    ]);
    expect(container.querySelector('.gapped-text')).toHaveTextContent(/に行きます。/);
  });

  it('keeps a gapped word’s reading hidden until the gaps are revealed (it would give the answer)', () => {
    const hidden = renderText(false);
    expect(screen.getByRole('textbox', { name: 'Gap 1 of 1' })).toBeInTheDocument();
    expect([...hidden.container.querySelectorAll('rt')].map((rt) => rt.textContent)).toEqual([
      'にほんご',
    ]);
    hidden.unmount();

    const shown = renderText(true);
    expect([...shown.container.querySelectorAll('rt')].map((rt) => rt.textContent)).toEqual([
      'とうきょう',
      'にほんご',
    ]);
    expect(shown.container.querySelector('ruby mark')).toHaveTextContent('東京');
  });
});
