import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONTENT, resource } from '../../../application/resources/fakes';
import { renderApp } from '../../support/renderApp';

const ready = () => Promise.resolve(resource({ status: 'ready' }));

describe('/vocab-print', () => {
  it('prints one table row per vocabulary item: target, native and part of speech', async () => {
    const get = vi.fn(ready);
    renderApp('/vocab-print?id=12', { role: 'public', resources: { get } });
    const table = await screen.findByRole('table');
    expect(get).toHaveBeenCalledWith(12);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Spanish', 'English', 'Part of speech']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 2)
          .map((c) => c.textContent),
      ),
    ).toEqual(CONTENT.vocabulary.map((item) => [item.target, item.native]));
    expect(screen.getByRole('heading', { level: 1, name: 'At the market' })).toBeInTheDocument();
    expect(screen.getByText(/Vocabulary · Spanish – English/)).toBeInTheDocument();
  });

  it('"Test yourself" leaves one side blank to write in; a practice column can be added', async () => {
    const app = renderApp('/vocab-print?id=12', { role: 'public', resources: { get: ready } });
    const table = await screen.findByRole('table');
    await app.user.selectOptions(screen.getByLabelText('Test yourself'), 'Hide the Spanish');
    for (const item of CONTENT.vocabulary) {
      expect(within(table).queryByText(item.target)).toBeNull();
      expect(within(table).getAllByText(item.native).length).toBeGreaterThan(0);
    }
    expect(within(table).getAllByLabelText('Write the word')).toHaveLength(
      CONTENT.vocabulary.length,
    );
    await app.user.click(screen.getByRole('checkbox', { name: 'Blank column to write in' }));
    await app.user.click(screen.getByRole('checkbox', { name: 'Part of speech' }));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Spanish', 'English', 'Practice']);
  });

  it('the Print button opens the browser print dialogue', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const app = renderApp('/vocab-print?id=12', { role: 'public', resources: { get: ready } });
    await app.user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it.each([
    ['/vocab-print', /No resource was chosen to print/],
    ['/vocab-print?id=abc', /"abc" is not a resource this page can print/],
    ['/vocab-print?id=0', /"0" is not a resource this page can print/],
  ])('%s says what is wrong and leads back to the library', async (path, message) => {
    const get = vi.fn(ready);
    renderApp(path, { role: 'public', resources: { get } });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Go to my resources' })).toHaveAttribute(
      'href',
      '/private_resources',
    );
    expect(get).not.toHaveBeenCalled();
  });

  it('a resource that cannot be read shows its message, and Retry reads it again', async () => {
    const get = vi
      .fn()
      .mockRejectedValueOnce(new Error('This resource does not exist or is private.'))
      .mockImplementation(ready);
    const app = renderApp('/vocab-print?id=99', { role: 'public', resources: { get } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This resource does not exist or is private.',
    );
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('says so when the resource has no vocabulary list', async () => {
    renderApp('/vocab-print?id=12', {
      role: 'public',
      resources: {
        get: () => Promise.resolve(resource({ content: { ...CONTENT, vocabulary: [] } })),
      },
    });
    expect(await screen.findByRole('note')).toHaveTextContent(/no vocabulary list/);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
