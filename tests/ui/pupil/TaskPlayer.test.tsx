import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PupilItems } from '@/domain/homework/pupilTask';
import { answersFor } from '@/domain/questions/answers';
import type { QuestionItems } from '@/domain/questions/types';
import { TRUE_FALSE_LABELS } from '@/ui/pages/teaching/questions/answerControls';
import {
  installPlayerSpeech,
  voice,
  withBrowserAudioFakes,
} from '../pages/teaching/audio/audioFixtures';
import {
  builtTask,
  expectNoAxeViolations,
  frenchPicnic,
  renderPlayer,
  scoreOf,
  type BuiltPupilTask,
} from './taskFixtures';

type User = ReturnType<typeof userEvent.setup>;

/** The expected answers of every item of a built task (the key the server keeps). */
function keyOf(built: BuiltPupilTask): readonly (readonly string[])[] {
  return built.data.items.map((item) => answersFor(built.data.format, item as never));
}

const question = (number: number, total: number) =>
  screen.getByRole('group', { name: `Question ${String(number)} of ${String(total)}` });

/** Tabs until the focus is inside `element` (at most 40 presses). */
async function tabInto(user: User, element: HTMLElement) {
  for (let i = 0; i < 40 && !element.contains(document.activeElement); i += 1) {
    await user.keyboard('{Tab}');
  }
  expect(element).toContainElement(document.activeElement as HTMLElement);
}

/** Presses `key` until the focused element's text is `text` (at most 30 presses). */
async function arrowTo(user: User, key: string, text: string) {
  for (let i = 0; i < 30 && document.activeElement?.firstChild?.textContent !== text; i += 1) {
    await user.keyboard(key);
  }
  expect(document.activeElement?.firstChild?.textContent).toBe(text);
}

describe('TYPE_THE_ANSWER', () => {
  it('vocabulary typed by keyboard only into labelled boxes scores 100 % with the server’s marking', async () => {
    const built = builtTask('vocab-type');
    const { answers } = renderPlayer(built.task);
    const user = userEvent.setup();
    const key = keyOf(built);
    const total = key.length;
    const first = within(question(1, total)).getByRole('textbox');
    await tabInto(user, first);
    for (const [index, parts] of key.entries()) {
      const box = within(question(index + 1, total)).getByRole('textbox', {
        name: `Your answer to question ${String(index + 1)}`,
      });
      expect(document.activeElement).toBe(box);
      expect(box).toHaveAttribute('lang', 'es');
      await user.keyboard(parts[0] ?? '');
      await user.keyboard('{Tab}');
    }
    expect(answers.current.answers).toEqual(key);
    expect(scoreOf(built, answers.current)).toBe(100);
  });

  it('shows each word’s translation and part of speech, never the word asked for', () => {
    const built = builtTask('vocab-type');
    renderPlayer(built.task);
    const item = built.data.items[0] as QuestionItems['vocabulary'];
    const first = question(1, built.data.items.length);
    expect(first).toHaveTextContent(item.native);
    expect(first).toHaveTextContent(`(${item.pos.replace('_', ' ')})`);
    expect(first).not.toHaveTextContent(item.target);
  });

  it('spot the mistakes takes one correction per mistake, in text order, and scores 100 %', async () => {
    const built = builtTask('writing-spot-the-mistakes');
    const { answers } = renderPlayer(built.task);
    const user = userEvent.setup();
    const key = keyOf(built);
    for (const [index, parts] of key.entries()) {
      for (const [part, right] of parts.entries()) {
        const box = within(question(index + 1, key.length)).getByRole('textbox', {
          name: `Correction ${String(part + 1)} of ${String(parts.length)}, question ${String(index + 1)}`,
        });
        await user.type(box, right);
      }
    }
    expect(scoreOf(built, answers.current)).toBe(100);
  });

  it('the special-character keys type into the box used last', async () => {
    const built = builtTask('vocab-type');
    const { answers } = renderPlayer(built.task);
    const user = userEvent.setup();
    const second = within(question(2, built.data.items.length)).getByRole('textbox');
    await user.type(second, 'espa');
    await user.click(screen.getByRole('button', { name: /Insert .*ñ/iu }));
    await user.type(second, 'ol');
    expect(answers.current.answers[1]).toEqual(['español']);
    expect(answers.current.answers[0]).toEqual(['']);
  });

  it('comprehension shows the text beside the questions', () => {
    const built = builtTask('writing-comprehension');
    renderPlayer(built.task);
    const text = screen.getByRole('region', { name: 'The text' });
    expect(text).toHaveTextContent(built.data.text?.target.slice(0, 30) ?? 'missing');
    expect(text.querySelector('p')).toHaveAttribute('lang', 'es');
  });
});

describe('MULTIPLE_CHOICE', () => {
  it('multiple choice answered by tapping the options sends each option’s text and scores 100 %', async () => {
    const built = builtTask('reading-multiple-choice');
    const { answers } = renderPlayer(built.task);
    const user = userEvent.setup();
    for (const [index, parts] of keyOf(built).entries()) {
      await user.click(
        within(question(index + 1, built.data.items.length)).getByRole('radio', { name: parts[0] }),
      );
    }
    expect(scoreOf(built, answers.current)).toBe(100);
  });

  it('vocabulary in context is answered with the arrow keys of each radio group', async () => {
    const built = builtTask('vocab-in-context');
    const { answers } = renderPlayer(built.task);
    const user = userEvent.setup();
    const key = keyOf(built);
    for (const [index, parts] of key.entries()) {
      const group = question(index + 1, key.length);
      const radios = within(group).getAllByRole('radio');
      await tabInto(user, group);
      // The browser's radio keys: Space picks the focused option, arrows move and pick.
      await user.keyboard(' ');
      // The key keeps the word as the sentence writes it ("Es"); the option may not ("es").
      const target = radios.findIndex(
        (radio) => radio.getAttribute('value')?.toLowerCase() === parts[0]?.toLowerCase(),
      );
      for (let step = 0; step < target; step += 1) await user.keyboard('{ArrowDown}');
      expect(document.activeElement).toBe(radios[target]);
      expect(radios[target]).toBeChecked();
    }
    expect(scoreOf(built, answers.current)).toBe(100);
  });

  it('a wrong choice is sent as it is and scores less', async () => {
    const built = builtTask('reading-multiple-choice');
    const { answers } = renderPlayer(built.task);
    const user = userEvent.setup();
    const key = keyOf(built);
    for (const [index, parts] of key.entries()) {
      const wrong = within(question(index + 1, key.length))
        .getAllByRole('radio')
        .find((radio) => radio.getAttribute('value') !== parts[0]);
      if (wrong === undefined) throw new Error('no wrong option');
      await user.click(wrong);
    }
    expect(scoreOf(built, answers.current)).toBe(0);
  });
});

describe('TAP_OR_SELECT', () => {
  it('true / false / not in the text sends the key’s words and scores 100 %', async () => {
    const built = builtTask('reading-true-false');
    const { answers } = renderPlayer(built.task);
    const user = userEvent.setup();
    for (const [index, parts] of keyOf(built).entries()) {
      const answer = parts[0] as keyof typeof TRUE_FALSE_LABELS;
      await user.click(
        within(question(index + 1, built.data.items.length)).getByRole('radio', {
          name: TRUE_FALSE_LABELS[answer],
        }),
      );
    }
    expect(answers.current.answers.flat()).toEqual(keyOf(built).flat());
    expect(scoreOf(built, answers.current)).toBe(100);
  });

  it('find the phrase: tapping the words of each phrase in the text scores 100 %', async () => {
    const built = builtTask('reading-find-the-phrase');
    const { answers } = renderPlayer(built.task);
    const user = userEvent.setup();
    const text = built.data.text?.target ?? '';
    for (const [index, parts] of keyOf(built).entries()) {
      const item = built.task.taskData.data.items[index] as PupilItems['phrase'];
      await user.click(
        screen.getByRole('radio', {
          name: new RegExp(`^${String(index + 1)}\\. ${item.native}`, 'u'),
        }),
      );
      const words = within(
        screen.getByRole('group', { name: /^Text: choose the words/u }),
      ).getAllByRole('button');
      const answer = parts[0] ?? '';
      const at = text.indexOf(answer);
      expect(at).toBeGreaterThanOrEqual(0);
      // The words of the text that lie inside the phrase, tapped from its first to its last.
      let offset = 0;
      for (const word of words) {
        const start = text.indexOf(word.textContent, offset);
        offset = start + word.textContent.length;
        if (start >= at && offset <= at + answer.length) await user.click(word);
      }
      expect(answers.current.answers[index]).toEqual([answer]);
    }
    expect(scoreOf(built, answers.current)).toBe(100);
  });

  it('find the phrase by keyboard: arrows between words, Space takes a word in or out', async () => {
    const built = builtTask('reading-find-the-phrase', undefined, { items: 1 });
    const { answers } = renderPlayer(built.task);
    const user = userEvent.setup();
    const answer = keyOf(built)[0]?.[0] ?? '';
    const [firstWord, ...rest] = answer.split(' ');
    const text = screen.getByRole('group', { name: /^Text: choose the words/u });
    await tabInto(user, text);
    await arrowTo(user, '{ArrowRight}', firstWord ?? '');
    await user.keyboard(' ');
    for (const word of rest) {
      await user.keyboard('{ArrowRight}');
      expect(document.activeElement).toHaveTextContent(word);
      await user.keyboard(' ');
    }
    expect(answers.current.answers[0]).toEqual([answer]);
    expect(scoreOf(built, answers.current)).toBe(100);
    // Space on the last word again takes it off.
    await user.keyboard(' ');
    expect(answers.current.answers[0]?.[0]).toBe(answer.split(' ').slice(0, -1).join(' '));
  });
});

/** Taps the pieces of one item's key in order: for each piece, its first open tile. */
async function tapPieces(user: User, group: HTMLElement, pieces: readonly string[]) {
  for (const piece of pieces) {
    const tile = within(group)
      .getAllByRole('button')
      .find(
        (button) =>
          button.firstChild?.textContent === piece && button.getAttribute('aria-disabled') === null,
      );
    if (tile === undefined) throw new Error(`no open tile ${piece}`);
    await user.click(tile);
  }
}

describe('DRAG_AND_DROP', () => {
  it('chunks tapped into order give the sentence, joined as the key joins them: 100 %', async () => {
    const built = builtTask('writing-sentence-builder');
    const { answers } = renderPlayer(built.task);
    const user = userEvent.setup();
    const items = built.data.items as readonly QuestionItems['chunks'][];
    for (const [index, item] of items.entries()) {
      const pool = screen.getByRole('group', { name: `Pieces of question ${String(index + 1)}` });
      await tapPieces(
        user,
        pool,
        item.chunks.map((chunk) => chunk.target),
      );
    }
    expect(answers.current.answers).toEqual(keyOf(built));
    expect(scoreOf(built, answers.current)).toBe(100);
  });

  it('syllables put in order by keyboard only: arrows between tiles, Enter places, 100 %', async () => {
    const built = builtTask('game-syllables', undefined, { items: 2 });
    const { answers } = renderPlayer(built.task);
    const user = userEvent.setup();
    const items = built.data.items as readonly QuestionItems['syllables'][];
    for (const [index, item] of items.entries()) {
      const pool = screen.getByRole('group', {
        name: `Syllables of question ${String(index + 1)}`,
      });
      await tabInto(user, pool);
      for (const syllable of item.syllables) {
        await arrowTo(user, '{ArrowRight}', syllable);
        await user.keyboard('{Enter}');
      }
    }
    expect(answers.current.answers).toEqual(keyOf(built));
    expect(scoreOf(built, answers.current)).toBe(100);
  });

  it('a piece of the line picked then another changes them round; the same twice takes it back', async () => {
    const built = builtTask('writing-sentence-builder', undefined, { items: 1 });
    const { answers } = renderPlayer(built.task);
    const user = userEvent.setup();
    const item = built.data.items[0] as QuestionItems['chunks'];
    const chunks = item.chunks.map((chunk) => chunk.target);
    const pool = screen.getByRole('group', { name: 'Pieces of question 1' });
    // The first two chunks the wrong way round, then the rest.
    await tapPieces(user, pool, [chunks[1] ?? '', chunks[0] ?? '', ...chunks.slice(2)]);
    expect(scoreOf(built, answers.current)).toBe(0);
    const line = screen.getByRole('list', { name: 'Your sentence' });
    const lineButtons = () => within(line).getAllByRole('button');
    await user.click(lineButtons()[0] as HTMLElement);
    expect(lineButtons()[0]).toHaveAttribute('aria-pressed', 'true');
    await user.click(lineButtons()[1] as HTMLElement);
    expect(answers.current.answers[0]).toEqual(keyOf(built)[0]);
    expect(scoreOf(built, answers.current)).toBe(100);
    // Tapped twice, the last piece goes back among the pieces.
    const last = lineButtons().at(-1) as HTMLElement;
    await user.click(last);
    await user.click(last);
    expect(answers.current.answers[0]).toEqual([chunks.slice(0, -1).join(' ')]);
  });

  it('pieces can be dragged onto the line, and back off it', () => {
    const built = builtTask('writing-sentence-builder', undefined, { items: 1 });
    const { answers } = renderPlayer(built.task);
    const item = built.data.items[0] as QuestionItems['chunks'];
    const chunks = item.chunks.map((chunk) => chunk.target);
    const pool = screen.getByRole('group', { name: 'Pieces of question 1' });
    const tile = (text: string) =>
      within(pool)
        .getAllByRole('button')
        .find((button) => button.firstChild?.textContent === text) as HTMLElement;
    const store = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => store.set(type, value),
      getData: (type: string) => store.get(type) ?? '',
      get types() {
        return [...store.keys()];
      },
      effectAllowed: 'all',
    };
    const answerBox = screen.getByText('Your sentence').parentElement as HTMLElement;
    // The second chunk dropped on the empty line, then the first dropped on it: it goes before.
    fireEvent.dragStart(tile(chunks[1] ?? ''), { dataTransfer });
    fireEvent.dragOver(answerBox, { dataTransfer });
    fireEvent.drop(answerBox, { dataTransfer });
    const line = screen.getByRole('list', { name: 'Your sentence' });
    fireEvent.dragStart(tile(chunks[0] ?? ''), { dataTransfer });
    fireEvent.drop(within(line).getAllByRole('listitem')[0] as HTMLElement, { dataTransfer });
    expect(answers.current.answers[0]).toEqual([`${chunks[0] ?? ''} ${chunks[1] ?? ''}`]);
    // A piece of the line dropped on the pieces is taken back.
    fireEvent.dragStart(within(line).getAllByRole('button')[0] as HTMLElement, { dataTransfer });
    fireEvent.drop(pool, { dataTransfer });
    expect(answers.current.answers[0]).toEqual([chunks[1]]);
  });

  it('after a reload the board is rebuilt from the saved answer', () => {
    const built = builtTask('writing-sentence-builder', undefined, { items: 1 });
    const key = keyOf(built);
    renderPlayer(built.task, { initial: { answers: key } });
    const line = screen.getByRole('list', { name: 'Your sentence' });
    const item = built.data.items[0] as QuestionItems['chunks'];
    expect(
      within(line)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(item.chunks.map((chunk) => chunk.target));
    const pool = screen.getByRole('group', { name: 'Pieces of question 1' });
    for (const tile of within(pool).getAllByRole('button')) {
      expect(tile).toHaveAttribute('aria-disabled', 'true');
    }
  });
});

describe('MATCHING', () => {
  it('words matched by tapping a word, then its translation, score 100 %', async () => {
    const built = builtTask('game-vocabulary-match');
    const { answers } = renderPlayer(built.task);
    const user = userEvent.setup();
    const words = screen.getByRole('group', { name: 'Words' });
    const targets = screen.getByRole('group', { name: 'Spanish' });
    for (const [index, parts] of keyOf(built).entries()) {
      await user.click(within(words).getAllByRole('button')[index] as HTMLElement);
      await user.click(
        within(targets).getByRole('button', { name: new RegExp(`^${parts[0] ?? ''}`, 'u') }),
      );
    }
    expect(answers.current.answers).toEqual(keyOf(built));
    expect(scoreOf(built, answers.current)).toBe(100);
  });

  it('is played by keyboard only: arrows within and across the columns, Enter picks', async () => {
    const built = builtTask('game-vocabulary-match');
    const { answers } = renderPlayer(built.task);
    const user = userEvent.setup();
    const words = screen.getByRole('group', { name: 'Words' });
    const key = keyOf(built);
    const pupilItems = built.task.taskData.data.items as readonly PupilItems['vocabulary'][];
    await tabInto(user, words);
    for (const [index, item] of pupilItems.entries()) {
      // Back to the words column, down to this item's word.
      await user.keyboard('{ArrowLeft}');
      for (
        let i = 0;
        i < 10 && !document.activeElement?.textContent?.startsWith(item.native);
        i += 1
      )
        await user.keyboard('{ArrowDown}');
      await user.keyboard('{Enter}');
      await user.keyboard('{ArrowRight}');
      const right = key[index]?.[0] ?? '';
      for (let i = 0; i < 10 && !document.activeElement?.textContent?.startsWith(right); i += 1)
        await user.keyboard('{ArrowDown}');
      await user.keyboard('{Enter}');
    }
    expect(answers.current.answers).toEqual(key);
    expect(scoreOf(built, answers.current)).toBe(100);
  });

  it('a word chosen for a second item leaves the first; the same pair again undoes it', async () => {
    const built = builtTask('game-vocabulary-match');
    const { answers } = renderPlayer(built.task);
    const user = userEvent.setup();
    const words = () => within(screen.getByRole('group', { name: 'Words' })).getAllByRole('button');
    const choice = within(screen.getByRole('group', { name: 'Spanish' })).getAllByRole(
      'button',
    )[0] as HTMLElement;
    const word = choice.textContent.replace(/Used$/u, '');
    await user.click(words()[0] as HTMLElement);
    await user.click(choice);
    expect(answers.current.answers[0]).toEqual([word]);
    await user.click(choice);
    await user.click(words()[1] as HTMLElement);
    expect(answers.current.answers[0]).toEqual(['']);
    expect(answers.current.answers[1]).toEqual([word]);
    await user.click(words()[1] as HTMLElement);
    await user.click(choice);
    expect(answers.current.answers[1]).toEqual(['']);
  });

  it('who said what: each line matched with its speaker scores 100 %', async () => {
    const built = builtTask('game-who-said-what', frenchPicnic);
    const { answers } = renderPlayer(built.task);
    const user = userEvent.setup();
    const lines = screen.getByRole('group', { name: 'Lines of the dialogue' });
    const speakers = screen.getByRole('group', { name: 'Speakers' });
    for (const [index, parts] of keyOf(built).entries()) {
      await user.click(within(lines).getAllByRole('button')[index] as HTMLElement);
      await user.click(within(speakers).getByRole('button', { name: parts[0] }));
    }
    expect(scoreOf(built, answers.current)).toBe(100);
  });
});

describe('LISTENING', () => {
  const fakes = withBrowserAudioFakes();

  it('the player comes before the questions, the text is not shown, and Play reads the text', async () => {
    const speech = installPlayerSpeech([voice('Monica', 'es-ES')]);
    const built = builtTask('listening-true-false');
    expect(built.task.taskData.data.audio).toEqual({ kind: 'speech', language: 'es' });
    renderPlayer(built.task);
    const user = userEvent.setup();
    const listen = screen.getByRole('region', { name: 'Listen first' });
    const first = question(1, built.data.items.length);
    expect(listen.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'The text' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Speed'), '0.75');
    await user.click(screen.getByRole('button', { name: 'Play' }));
    const sentences = speech.texts();
    expect(sentences).toHaveLength(1);
    expect(built.data.text?.target.startsWith(sentences[0] ?? 'missing')).toBe(true);
    expect(speech.spoken()[0]?.rate).toBe(0.75);
  });

  it('a task with a recording plays it through the loader the page gives', async () => {
    installPlayerSpeech([voice('Monica', 'es-ES')]);
    const built = builtTask('listening-multiple-choice', undefined, { audioTrackIds: [12] });
    const loadTrack = vi.fn(() => Promise.resolve(new Blob(['mp3'], { type: 'audio/mpeg' })));
    renderPlayer(built.task, { loadTrack });
    const user = userEvent.setup();
    expect(screen.getByLabelText('Source')).toHaveDisplayValue('Recording');
    await user.click(screen.getByRole('button', { name: 'Play' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(loadTrack).toHaveBeenCalledWith(12);
    expect(fakes().media.play).toHaveBeenCalled();
  });
});

describe('every template', () => {
  const KINDS = [
    ['vocab-type'],
    ['writing-spot-the-mistakes'],
    ['reading-multiple-choice'],
    ['reading-true-false'],
    ['reading-find-the-phrase'],
    ['writing-sentence-builder'],
    ['game-vocabulary-match'],
  ] as const;

  it.each(KINDS)('%s: nothing can be changed while disabled', async (kind) => {
    const built = builtTask(kind);
    const { answers } = renderPlayer(built.task, { disabled: true });
    const user = userEvent.setup();
    for (const control of [...screen.queryAllByRole('button'), ...screen.queryAllByRole('radio')]) {
      await user.click(control);
    }
    for (const box of screen.queryAllByRole('textbox')) {
      expect(box).toBeDisabled();
    }
    expect(answers.calls).toEqual([]);
  });

  it.each(KINDS)('%s: axe finds no violation', async (kind) => {
    const { container } = renderPlayer(builtTask(kind).task);
    await expectNoAxeViolations(container);
  });

  it('who said what and listening: axe finds no violation', async () => {
    const { container, unmount } = renderPlayer(builtTask('game-who-said-what', frenchPicnic).task);
    await expectNoAxeViolations(container);
    unmount();
    const listening = renderPlayer(builtTask('listening-true-false').task);
    await expectNoAxeViolations(listening.container);
  });
});
