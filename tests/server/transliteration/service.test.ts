import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { ResourceContent } from '@/domain/resource/content';
import { writeTokens } from '@/domain/resource/content';
import { tokenise } from '@/domain/resource/tokenize';
import type { Transliteration } from '@/domain/transliteration/schemes';
import {
  createTransliterations,
  type Transliterate,
} from '../../../server/services/resources/transliteration';

/* The cache and the scheme check of the transliteration use case, over a counting fake. */

function content(text: string, target: 'zh' | 'es' = 'zh'): ResourceContent {
  const tokens = tokenise(text, target);
  return {
    language: { target, native: 'en' },
    resourceType: 'text',
    title: { target: '', native: '' },
    speakers: [],
    sentences: [
      {
        id: 1,
        paragraph: 0,
        target: { text: writeTokens(tokens), tokens },
        native: { text: '', tokens: [] },
        chunks: [],
      },
    ],
    vocabulary: [],
    facts: [],
    unstated: [],
  };
}

function counting(): Transliterate & { calls: number; fail: boolean } {
  const fake = Object.assign(
    (scheme: Transliteration['scheme']): Promise<Transliteration> => {
      fake.calls += 1;
      return fake.fail
        ? Promise.reject(new Error('dictionary missing'))
        : Promise.resolve({ scheme, sentences: [{ id: 1, tokens: [String(fake.calls)] }] });
    },
    { calls: 0, fail: false },
  );
  return fake;
}

describe('transliterations of resources', () => {
  it('computes a resource’s readings once while its text is unchanged', async () => {
    const fake = counting();
    const of = createTransliterations(fake);
    const text = content('我去银行。');
    const [first, second] = await Promise.all([of(1, text, 'pinyin'), of(1, text, 'pinyin')]);
    await of(1, text, 'pinyin');
    expect(fake.calls).toBe(1);
    expect(first).toEqual(second);
  });

  it('computes again when the text changed, and per resource', async () => {
    const fake = counting();
    const of = createTransliterations(fake);
    await of(1, content('我去银行。'), 'pinyin');
    await of(1, content('他在路上行走。'), 'pinyin');
    await of(2, content('我去银行。'), 'pinyin');
    expect(fake.calls).toBe(3);
  });

  it('keeps only the most recently used answers', async () => {
    const fake = counting();
    const of = createTransliterations(fake, 2);
    const text = content('我去银行。');
    await of(1, text, 'pinyin');
    await of(2, text, 'pinyin');
    await of(1, text, 'pinyin'); // 1 is now the most recent; 2 goes first
    await of(3, text, 'pinyin');
    expect(fake.calls).toBe(3);
    await of(1, text, 'pinyin');
    expect(fake.calls).toBe(3);
    await of(2, text, 'pinyin');
    expect(fake.calls).toBe(4);
  });

  it('does not keep a failure: the next request tries again', async () => {
    const fake = counting();
    const of = createTransliterations(fake);
    fake.fail = true;
    await expect(of(1, content('你好。'), 'pinyin')).rejects.toThrow('dictionary missing');
    fake.fail = false;
    expect(E.isRight(await of(1, content('你好。'), 'pinyin'))).toBe(true);
    expect(fake.calls).toBe(2);
  });

  it('refuses a scheme the language does not have, without computing', async () => {
    const fake = counting();
    const of = createTransliterations(fake);
    expect(await of(1, content('Hola.', 'es'), 'pinyin')).toEqual(
      E.left({
        type: 'transliteration/no-scheme',
        message: 'Pinyin is not available for Spanish texts.',
      }),
    );
    expect(fake.calls).toBe(0);
  });
});
