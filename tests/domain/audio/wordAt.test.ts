import { describe, expect, it } from 'vitest';
import { wordAt } from '@/domain/audio/wordAt';

describe('wordAt', () => {
  it('gives the word around the offset', () => {
    expect(wordAt('Me gusta la playa.', 4, 'es')).toBe('gusta');
    expect(wordAt('Me gusta la playa.', 0, 'es')).toBe('Me');
  });

  it('takes the word just before when the tap lands past its last letter', () => {
    expect(wordAt('Me gusta la playa.', 8, 'es')).toBe('gusta');
    expect(wordAt('playa', 5, 'es')).toBe('playa');
  });

  it('gives nothing on punctuation or between words', () => {
    expect(wordAt('¡Hola!  ¿Qué?', 7, 'es')).toBeUndefined();
    expect(wordAt('', 0, 'es')).toBeUndefined();
    expect(wordAt('abc', 9, 'es')).toBeUndefined();
  });

  it('finds a word inside Chinese and Japanese text written without spaces', () => {
    const chinese = wordAt('我喜欢北京的银行。', 5, 'zh');
    expect(chinese).toBeDefined();
    expect(chinese?.length).toBeLessThan(9);
    expect('我喜欢北京的银行').toContain(chinese);
    const japanese = wordAt('東京に行きます。', 0, 'ja');
    expect(japanese).toBeDefined();
    expect('東京に行きます').toContain(japanese);
    expect(japanese?.length).toBeLessThan(7);
  });

  it('reads Arabic words between spaces', () => {
    expect(wordAt('أنا أحب البحر', 5, 'ar')).toBe('أحب');
  });
});
