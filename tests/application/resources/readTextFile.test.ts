import { describe, expect, it } from 'vitest';
import { previewLines, readTextFile } from '@/application/resources/readTextFile';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('readTextFile', () => {
  it('reads UTF-8 text without its byte-order mark, with Windows line ends made plain', async () => {
    const file = new File([bytes(0xef, 0xbb, 0xbf), 'Caf\u00e9.\r\nOlé.\r\n'], 'menu.txt', {
      type: 'text/plain;charset=utf-8',
    });
    expect(await readTextFile(file)).toEqual({ ok: true, text: 'Café.\nOlé.' });
  });

  it('accepts a .txt file whose type the browser does not know', async () => {
    expect(await readTextFile(new File(['Hola.'], 'NOTES.TXT', { type: '' }))).toEqual({
      ok: true,
      text: 'Hola.',
    });
  });

  it('refuses Latin-1 bytes, which are not UTF-8', async () => {
    const latin1 = new File([bytes(0x43, 0x61, 0x66, 0xe9)], 'latin1.txt', { type: 'text/plain' });
    expect(await readTextFile(latin1)).toEqual({
      ok: false,
      message:
        '“latin1.txt” is not plain UTF-8 text. Save it as plain text (.txt) in UTF-8 and choose it again.',
    });
  });

  it('refuses valid UTF-8 that holds a NUL byte (a binary file)', async () => {
    const result = await readTextFile(
      new File([bytes(0x61, 0x00, 0x62)], 'data.txt', { type: 'text/plain' }),
    );
    expect(result.ok).toBe(false);
  });

  it('refuses another type even when named .txt, and a file neither named nor typed as text', async () => {
    expect(
      (await readTextFile(new File(['%PDF'], 'paper.txt', { type: 'application/pdf' }))).ok,
    ).toBe(false);
    expect((await readTextFile(new File(['# Title'], 'readme.md', { type: '' }))).ok).toBe(false);
  });

  it('counts the limit in characters, not bytes: 5000 accented letters fit', async () => {
    const result = await readTextFile(
      new File(['é'.repeat(5000)], 'long.txt', { type: 'text/plain' }),
    );
    expect(result.ok).toBe(true);
  });
});

describe('previewLines', () => {
  it('gives the first non-blank lines, cutting long ones', () => {
    expect(previewLines(`\nUno.\n\nDos.\n${'x'.repeat(10)}\nCuatro.`, 3, 5)).toEqual([
      'Uno.',
      'Dos.',
      'xxxxx…',
    ]);
  });
});
