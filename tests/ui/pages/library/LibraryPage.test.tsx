import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { summary } from '../../../application/resources/fakes';
import { renderApp } from '../../support/renderApp';

const MARKET = summary({ id: 1, name: 'At the market', hashtags: ['food'] });
const HOLIDAY = summary({
  id: 2,
  name: 'Summer holiday',
  hashtags: ['travel'],
  language: { target: 'fr', native: 'en' },
  level: { kind: 'cefr', level: 'B1.2' },
  visibility: 'PUBLIC',
  status: 'ready',
});
const SHARED = summary({
  id: 3,
  name: 'Bike ride',
  owner: false,
  ownerName: 'Otto Other',
  visibility: 'PUBLIC',
  status: 'ready',
  language: { target: 'de', native: 'en' },
});

const LIBRARY = [MARKET, HOLIDAY, SHARED];

const rows = () => screen.getAllByRole('row').slice(1);
const rowNames = () => rows().map((row) => within(row).getAllByRole('link')[0]?.textContent);

async function openMine(options: Parameters<typeof renderApp>[1] = {}) {
  const app = renderApp('/private_resources', { role: 'public', library: LIBRARY, ...options });
  await screen.findByRole('heading', { level: 1, name: 'My resources' });
  return app;
}

describe('/private_resources', () => {
  it("lists the teacher's own resources with their languages, level, type, date and visibility", async () => {
    const app = await openMine();
    await waitFor(() => expect(rowNames()).toEqual(['At the market', 'Summer holiday']));
    const holiday = rows()[1];
    if (holiday === undefined) throw new Error('no second row');
    expect(within(holiday).getByText('French for English speakers')).toBeInTheDocument();
    expect(within(holiday).getByText('B1.2 (Intermediate)')).toBeInTheDocument();
    expect(within(holiday).getByText('Text')).toBeInTheDocument();
    expect(within(holiday).getByText('21 Nov 2026')).toBeInTheDocument();
    expect(within(holiday).getByText('Public')).toBeInTheDocument();
    expect(app.resourceGateway.list).toHaveBeenCalledWith(
      expect.objectContaining({ scope: 'private', page: 1 }),
    );
  });

  it('each row says who wrote its text: the built-in generator, an AI model, or the teacher', async () => {
    renderApp('/private_resources', {
      role: 'public',
      library: [
        MARKET,
        { ...HOLIDAY, writtenBy: { kind: 'ai', model: 'llama3.1' } },
        summary({ id: 4, name: 'My own poem', writtenBy: { kind: 'teacher' } }),
      ],
    });
    await screen.findByRole('link', { name: 'My own poem' });
    const [market, holiday, poem] = rows();
    expect(market && within(market).getByText('Written by the built-in generator')).toBeTruthy();
    expect(holiday && within(holiday).getByText('Written by llama3.1 (AI)')).toBeTruthy();
    expect(poem && within(poem).getByText('Your own text')).toBeTruthy();
    expect(poem && within(poem).queryByText(/Written by/)).toBeNull();
  });

  it('an unfinished resource of the owner opens for review, a finished one for display', async () => {
    await openMine();
    expect(await screen.findByRole('link', { name: 'At the market' })).toHaveAttribute(
      'href',
      '/preview/1',
    );
    expect(screen.getByRole('link', { name: 'Summer holiday' })).toHaveAttribute(
      'href',
      '/text_translation/2',
    );
  });

  it('searching by name asks the server and shows only the matches', async () => {
    const app = await openMine();
    await screen.findByRole('link', { name: 'At the market' });
    await app.user.type(screen.getByLabelText('Name or #hashtag'), 'holi');
    await app.user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(rowNames()).toEqual(['Summer holiday']));
    expect(app.resourceGateway.list).toHaveBeenLastCalledWith(
      expect.objectContaining({ search: 'holi', page: 1 }),
    );
  });

  it('a search starting with # looks for that hashtag', async () => {
    const app = await openMine();
    await screen.findByRole('link', { name: 'At the market' });
    await app.user.type(screen.getByLabelText('Name or #hashtag'), '#food{Enter}');
    await waitFor(() => expect(rowNames()).toEqual(['At the market']));
    expect(app.resourceGateway.list).toHaveBeenLastCalledWith(
      expect.objectContaining({ hashtag: 'food' }),
    );
  });

  it('the language and level filters narrow the list', async () => {
    const app = await openMine();
    await screen.findByRole('link', { name: 'At the market' });
    await app.user.selectOptions(screen.getByLabelText('Language'), 'fr');
    await waitFor(() => expect(rowNames()).toEqual(['Summer holiday']));
    await app.user.selectOptions(screen.getByLabelText('Level'), 'A2');
    expect(await screen.findByText('No resources match your search.')).toBeInTheDocument();
    expect(app.resourceGateway.list).toHaveBeenLastCalledWith(
      expect.objectContaining({ language: 'fr', level: 'A2' }),
    );
    await app.user.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(rowNames()).toEqual(['At the market', 'Summer holiday']));
  });

  it('the visibility toggle makes a private resource public and back', async () => {
    const app = await openMine();
    await app.user.click(await screen.findByRole('button', { name: 'Make At the market public' }));
    const toPrivate = await screen.findByRole('button', { name: 'Make At the market private' });
    expect(app.resourceGateway.setVisibility).toHaveBeenCalledWith(1, 'PUBLIC');
    expect(app.libraryRows().find((row) => row.id === 1)?.visibility).toBe('PUBLIC');
    await app.user.click(toPrivate);
    await screen.findByRole('button', { name: 'Make At the market public' });
    expect(app.resourceGateway.setVisibility).toHaveBeenLastCalledWith(1, 'PRIVATE');
  });

  it('a failed toggle says why and leaves the visibility as it was', async () => {
    const app = await openMine({
      resources: { setVisibility: () => Promise.reject(new Error('Not found')) },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Make At the market public' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found');
    expect(screen.getByRole('button', { name: 'Make At the market public' })).toBeInTheDocument();
  });

  it('Delete asks first; Cancel keeps the resource and gives the focus back', async () => {
    const app = await openMine();
    const deleteButton = await screen.findByRole('button', { name: 'Delete At the market' });
    await app.user.click(deleteButton);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete “At the market”?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(app.resourceGateway.remove).not.toHaveBeenCalled();
    expect(deleteButton).toHaveFocus();
  });

  it('Esc cancels the confirmation and Tab stays inside it', async () => {
    const app = await openMine();
    await app.user.click(await screen.findByRole('button', { name: 'Delete At the market' }));
    const dialog = screen.getByRole('alertdialog');
    await app.user.tab();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await app.user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await app.user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await app.user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(app.resourceGateway.remove).not.toHaveBeenCalled();
  });

  it('confirming Delete removes the resource from the library', async () => {
    const app = await openMine();
    await app.user.click(await screen.findByRole('button', { name: 'Delete At the market' }));
    await app.user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(rowNames()).toEqual(['Summer holiday']));
    expect(app.resourceGateway.remove).toHaveBeenCalledWith(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('with no resources, the empty state points to Home to create one', async () => {
    renderApp('/private_resources', { role: 'public', library: [] });
    expect(await screen.findByText('You have not made any resources yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a resource on Home' })).toHaveAttribute(
      'href',
      '/select_resources',
    );
  });

  it('a failed load says why and Try again loads again', async () => {
    let calls = 0;
    const app = renderApp('/private_resources', {
      role: 'public',
      library: LIBRARY,
      resources: {
        list: () =>
          (calls += 1) === 1
            ? Promise.reject(new Error('Network Error'))
            : Promise.resolve({ items: [MARKET], total: 1 }),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The resources could not be loaded: Network Error',
    );
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'At the market' })).toBeInTheDocument();
  });

  it('shows a loading state while the server answers', async () => {
    renderApp('/private_resources', {
      role: 'public',
      resources: { list: () => new Promise(() => undefined) },
    });
    expect(await screen.findByText('Loading resources…')).toBeInTheDocument();
  });

  it('pages through more than one page of results', async () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      summary({ id: 100 + i, name: `Resource ${String(i + 1).padStart(2, '0')}` }),
    );
    const app = renderApp('/private_resources', { role: 'public', library: many });
    await screen.findByRole('link', { name: 'Resource 01' });
    expect(rows()).toHaveLength(20);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await app.user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('link', { name: 'Resource 21' });
    expect(rows()).toHaveLength(5);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });
});

describe('/public_resources', () => {
  it("lists every shared resource with its author and no owner's actions", async () => {
    const app = renderApp('/public_resources', { role: 'public', library: LIBRARY });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shared resources' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Summer holiday', 'Bike ride']));
    expect(screen.getByText('by Otto Other')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bike ride' })).toHaveAttribute(
      'href',
      '/text_translation/3',
    );
    expect(app.resourceGateway.list).toHaveBeenCalledWith(
      expect.objectContaining({ scope: 'public' }),
    );
  });

  it('with nothing shared, the empty state says so and points to Home', async () => {
    renderApp('/public_resources', { role: 'public', library: [MARKET] });
    expect(await screen.findByText('No teacher has shared a resource yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a resource on Home' })).toBeInTheDocument();
  });
});
