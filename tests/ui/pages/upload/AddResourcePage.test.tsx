import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Resource, UploadRequest } from '@/application/resources/ports';
import { resource } from '../../../application/resources/fakes';
import { renderApp } from '../../support/renderApp';

type User = ReturnType<typeof userEvent.setup>;

const TEXT = 'Me llamo Ana. Vivo en Madrid.';
const TRANSLATION = 'My name is Ana. I live in Madrid.';

/** The review page loads the resource; in these tests it never answers, so it stays put. */
const never = () => new Promise<never>(() => undefined);

function openAdd(upload: (request: UploadRequest) => Promise<Resource>) {
  const spy = vi.fn(upload);
  const app = renderApp('/add_resource', {
    role: 'public',
    resources: { upload: spy, get: never },
  });
  return { ...app, upload: spy };
}

async function fillValidForm(user: User) {
  await user.type(await screen.findByLabelText('Resource name'), 'Ana en Madrid');
  await user.selectOptions(screen.getByLabelText('Language taught'), 'es');
  await user.selectOptions(screen.getByLabelText('Pupils’ language'), 'en');
  await user.selectOptions(screen.getByLabelText('Level'), 'A2');
  await user.click(screen.getByLabelText('Text'));
  await user.paste(TEXT);
  await user.click(screen.getByLabelText('Translation (optional)'));
  await user.paste(TRANSLATION);
}

const submit = () => screen.getByRole('button', { name: 'Continue to review' });

describe('/add_resource', () => {
  it('is titled "Add a resource" and labels every control', async () => {
    renderApp('/add_resource', { role: 'public' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Add a resource' }),
    ).toBeInTheDocument();
    for (const label of [
      'Resource name',
      'Resource type',
      'Language taught',
      'Pupils’ language',
      'Scale',
      'Level',
      'Hashtags (optional)',
      'Text',
      'Translation (optional)',
    ])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(document.title).toBe('Add a resource · Parlo');
    expect(screen.getByRole('link', { name: /Upload it instead/ })).toHaveAttribute(
      'href',
      '/upload_resource',
    );
  });

  it('sends a valid text with its translation and goes on to review it at /preview/{id}', async () => {
    const app = openAdd(() => Promise.resolve(resource({ id: 57, source: 'uploaded' })));
    await fillValidForm(app.user);
    await app.user.type(screen.getByLabelText('Hashtags (optional)'), '#Madrid, city #madrid');
    await app.user.click(submit());
    await waitFor(() => expect(app.location()).toBe('/preview/57'));
    expect(app.upload).toHaveBeenCalledTimes(1);
    expect(app.upload).toHaveBeenCalledWith({
      name: 'Ana en Madrid',
      target: 'es',
      native: 'en',
      level: { kind: 'cefr', level: 'A2' },
      resourceType: 'text',
      text: TEXT,
      translation: TRANSLATION,
      hashtags: ['madrid', 'city'],
    });
  });

  it('leaves out an empty translation and hashtags, and sends the chosen type and school year', async () => {
    const app = openAdd(() => Promise.resolve(resource({ id: 8 })));
    await app.user.type(await screen.findByLabelText('Resource name'), 'Diálogo');
    await app.user.selectOptions(screen.getByLabelText('Resource type'), 'Dialogue (two speakers)');
    await app.user.selectOptions(screen.getByLabelText('Scale'), 'England');
    await app.user.selectOptions(screen.getByLabelText('Level'), 'England:8');
    await app.user.click(screen.getByLabelText('Text'));
    await app.user.paste('Ana: Hola.\nLuis: Buenos días.');
    await app.user.click(submit());
    await waitFor(() => expect(app.location()).toBe('/preview/8'));
    expect(app.upload).toHaveBeenCalledWith({
      name: 'Diálogo',
      target: 'es',
      native: 'en',
      level: { kind: 'school', country: 'England', code: 8 },
      resourceType: 'dialogue_two_speakers',
      text: 'Ana: Hola.\nLuis: Buenos días.',
    });
  });

  it('explains the dialogue line format once a dialogue type is chosen', async () => {
    const { user } = renderApp('/add_resource', { role: 'public' });
    const text = await screen.findByLabelText('Text');
    expect(text).not.toHaveAccessibleDescription(/Name: what they say/);
    await user.selectOptions(screen.getByLabelText('Resource type'), 'Dialogue (three speakers)');
    expect(text).toHaveAccessibleDescription(/one turn a line as “Name: what they say”/);
    expect(text).toHaveAccessibleDescription(/3 different speakers/);
  });

  it('counts the characters live against the limit', async () => {
    const { user } = renderApp('/add_resource', { role: 'public' });
    const text = await screen.findByLabelText('Text');
    expect(text).toHaveAccessibleDescription(/0 of 5,000 characters/);
    await user.type(text, 'Hola, ¿qué tal? 👋');
    expect(screen.getByText('17 of 5,000 characters')).toBeInTheDocument();
    expect(text).toHaveAccessibleDescription(/17 of 5,000 characters/);
  });

  it('blocks the call on client-side errors, says what is wrong next to each field and focuses the first', async () => {
    const app = openAdd(() => Promise.resolve(resource()));
    await screen.findByLabelText('Resource name');
    await app.user.selectOptions(screen.getByLabelText('Pupils’ language'), 'es');
    await app.user.click(submit());

    const name = screen.getByLabelText('Resource name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(/This field is required\./);
    expect(name).toHaveFocus();
    expect(screen.getByLabelText('Pupils’ language')).toHaveAccessibleDescription(
      /The target language must differ from your pupils’ native language\./,
    );
    expect(screen.getByLabelText('Level')).toHaveAccessibleDescription('Choose an audience level.');
    expect(screen.getByLabelText('Text')).toHaveAccessibleDescription(
      /Type or paste the text of your resource\./,
    );
    expect(app.upload).not.toHaveBeenCalled();

    // Messages follow the typing; changing either language clears "same language twice".
    await app.user.selectOptions(screen.getByLabelText('Language taught'), 'fr');
    expect(screen.queryByText(/must differ/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Pupils’ language')).not.toHaveAttribute('aria-invalid');
  });

  it('refuses an over-long text and a too-long name before calling the server', async () => {
    const app = openAdd(() => Promise.resolve(resource()));
    await app.user.click(await screen.findByLabelText('Resource name'));
    await app.user.paste('n'.repeat(101));
    await app.user.selectOptions(screen.getByLabelText('Level'), 'B1');
    await app.user.click(screen.getByLabelText('Text'));
    await app.user.paste('a'.repeat(5001));
    expect(screen.getByText('5,001 of 5,000 characters: 1 too many')).toBeInTheDocument();
    await app.user.click(submit());

    expect(screen.getByLabelText('Resource name')).toHaveAccessibleDescription(
      /Use at most 100 characters for the name \(this one has 101\)\./,
    );
    expect(screen.getByLabelText('Text')).toHaveAccessibleDescription(
      /The text has 5001 characters; the limit is 5000\./,
    );
    expect(app.upload).not.toHaveBeenCalled();
  });

  it('refuses a hashtag the server would not store', async () => {
    const app = openAdd(() => Promise.resolve(resource()));
    await fillValidForm(app.user);
    await app.user.type(screen.getByLabelText('Hashtags (optional)'), 'food caf&eacute');
    await app.user.click(submit());
    expect(screen.getByLabelText('Hashtags (optional)')).toHaveAccessibleDescription(
      /“caf&eacute” cannot be a hashtag/,
    );
    expect(screen.getByLabelText('Hashtags (optional)')).toHaveFocus();
    expect(app.upload).not.toHaveBeenCalled();
  });

  it('shows the server’s message in an alert and keeps everything typed', async () => {
    const message =
      'The translation has 1 sentences and the text has 2; give every sentence of the text one sentence of translation, in the same order.';
    const app = openAdd(() => Promise.reject(new Error(message)));
    await fillValidForm(app.user);
    await app.user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(app.location()).toBe('/add_resource');
    expect(screen.getByLabelText('Resource name')).toHaveValue('Ana en Madrid');
    expect(screen.getByLabelText('Text')).toHaveValue(TEXT);
    expect(screen.getByLabelText('Translation (optional)')).toHaveValue(TRANSLATION);
    expect(screen.getByLabelText('Level')).toHaveValue('A2');
    expect(submit()).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('sends once however often the button is pressed while the call is under way', async () => {
    const app = openAdd(never);
    await fillValidForm(app.user);
    await app.user.click(submit());
    const sending = await screen.findByRole('button', { name: 'Saving…' });
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    await app.user.click(sending);
    await app.user.keyboard('{Enter}');
    expect(app.upload).toHaveBeenCalledTimes(1);
  });

  it('stays on the page left while the call was under way', async () => {
    let answer: (value: Resource) => void = () => undefined;
    const app = openAdd(
      () =>
        new Promise<Resource>((resolve) => {
          answer = resolve;
        }),
    );
    await fillValidForm(app.user);
    await app.user.click(submit());
    await app.user.click(await screen.findByRole('link', { name: /Upload it instead/ }));
    await screen.findByRole('heading', { level: 1, name: 'Upload a resource' });
    answer(resource({ id: 5 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(app.location()).toBe('/upload_resource');
  });
});
