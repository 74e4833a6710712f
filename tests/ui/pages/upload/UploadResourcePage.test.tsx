import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Resource, UploadRequest } from '@/application/resources/ports';
import { resource } from '../../../application/resources/fakes';
import { renderApp } from '../../support/renderApp';

const TEXT = 'Me llamo Ana.\nVivo en Madrid.\nTengo un perro.\nSe llama Toby.';
const TRANSLATION = 'My name is Ana.\nI live in Madrid.\nI have a dog.\nHis name is Toby.';

const never = () => new Promise<never>(() => undefined);

const textFile = (content: string, name = 'text.txt') =>
  new File([content], name, { type: 'text/plain' });

async function openUpload(upload: (request: UploadRequest) => Promise<Resource> = never) {
  const spy = vi.fn(upload);
  const app = renderApp('/upload_resource', {
    role: 'public',
    resources: { upload: spy, get: never },
  });
  await screen.findByRole('heading', { level: 1, name: 'Upload a resource' });
  return { ...app, upload: spy };
}

describe('/upload_resource', () => {
  it('reads a .txt file into an editable text, showing its name and first lines', async () => {
    const { user } = await openUpload();
    expect(screen.queryByLabelText(/^Text \(from the file/)).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Text file'), textFile(`\uFEFF${TEXT}\r\n`));

    const text = await screen.findByLabelText('Text (from the file, you may correct it)');
    expect(text).toHaveValue(TEXT);
    const status = screen.getAllByRole('status').find((node) => node.textContent !== '');
    expect(status).toHaveTextContent('Read text.txt: 60 characters. It begins:');
    expect(status).toHaveTextContent('Me llamo Ana. Vivo en Madrid. Tengo un perro.');
    expect(status).not.toHaveTextContent('Toby');

    await user.clear(text);
    await user.type(text, 'Hola.');
    expect(text).toHaveValue('Hola.');
  });

  it('sends the text and translation read from files, as corrected, and goes on to review', async () => {
    const app = await openUpload(() => Promise.resolve(resource({ id: 91, source: 'uploaded' })));
    await app.user.type(screen.getByLabelText('Resource name'), 'Ana y Toby');
    await app.user.selectOptions(screen.getByLabelText('Level'), 'A1');
    await app.user.upload(screen.getByLabelText('Text file'), textFile(TEXT));
    await app.user.upload(
      screen.getByLabelText('Translation file (optional)'),
      textFile(TRANSLATION, 'translation.txt'),
    );
    const translation = await screen.findByLabelText('Translation (from the file)');
    expect(translation).toHaveValue(TRANSLATION);
    const text = screen.getByLabelText('Text (from the file, you may correct it)');
    await app.user.type(text, ' ¡Guau!');

    await app.user.click(screen.getByRole('button', { name: 'Continue to review' }));
    await waitFor(() => expect(app.location()).toBe('/preview/91'));
    expect(app.upload).toHaveBeenCalledWith({
      name: 'Ana y Toby',
      target: 'es',
      native: 'en',
      level: { kind: 'cefr', level: 'A1' },
      resourceType: 'text',
      text: `${TEXT} ¡Guau!`,
      translation: TRANSLATION,
    });
  });

  it('refuses a binary file renamed .txt and keeps no text from it', async () => {
    const app = await openUpload();
    const binary = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x00, 0xff])],
      'photo.txt',
      {
        type: 'text/plain',
      },
    );
    const input = screen.getByLabelText('Text file');
    await app.user.upload(input, binary);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“photo.txt” is not plain UTF-8 text.',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/is not plain UTF-8 text/);
    expect(screen.queryByLabelText(/^Text \(from the file/)).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Continue to review' }));
    expect(app.upload).not.toHaveBeenCalled();
  });

  it('refuses a file that is not text by its type, an empty file and one over the limit', async () => {
    // The file input's accept list would hide a picture from the picker; a drop does not filter.
    const user = userEvent.setup({ applyAccept: false });
    await openUpload();
    const input = screen.getByLabelText('Text file');

    await user.upload(input, new File(['GIF89a'], 'picture.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“picture.gif” is not a text file. Choose a .txt file (plain text, UTF-8).',
    );

    await user.upload(input, textFile('', 'empty.txt'));
    expect(await screen.findByText('“empty.txt” is empty.')).toBeInTheDocument();

    await user.upload(input, textFile('   \n  ', 'blank.txt'));
    expect(await screen.findByText('“blank.txt” is empty.')).toBeInTheDocument();

    await user.upload(input, textFile('a'.repeat(5001), 'long.txt'));
    expect(
      await screen.findByText(/“long.txt” has 5001 characters; the limit is 5000\./),
    ).toBeInTheDocument();

    await user.upload(input, textFile('x'.repeat(30_000), 'huge.txt'));
    expect(await screen.findByText(/“huge.txt” is too big \(30 KB\)/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Text \(from the file/)).not.toBeInTheDocument();
  });

  it('asks for a file when none was chosen, next to the file input', async () => {
    const app = await openUpload();
    await app.user.type(screen.getByLabelText('Resource name'), 'Ana');
    await app.user.selectOptions(screen.getByLabelText('Level'), 'A1');
    await app.user.click(screen.getByRole('button', { name: 'Continue to review' }));
    const input = screen.getByLabelText('Text file');
    expect(input).toHaveAccessibleDescription(
      /Choose a \.txt file with the text of your resource\./,
    );
    expect(input).toHaveFocus();
    expect(app.upload).not.toHaveBeenCalled();
  });

  it('takes a file dropped onto the drop zone', async () => {
    await openUpload();
    const zone = screen.getByLabelText('Text file').closest('.upload-drop');
    if (zone === null) throw new Error('no drop zone');
    fireEvent.drop(zone, { dataTransfer: { files: [textFile(TEXT, 'dropped.txt')] } });
    expect(await screen.findByLabelText('Text (from the file, you may correct it)')).toHaveValue(
      TEXT,
    );
    expect(screen.getByText('dropped.txt')).toBeInTheDocument();
  });

  it('removes a translation read by mistake', async () => {
    const { user } = await openUpload();
    await user.upload(
      screen.getByLabelText('Translation file (optional)'),
      textFile(TRANSLATION, 'translation.txt'),
    );
    expect(await screen.findByLabelText('Translation (from the file)')).toHaveValue(TRANSLATION);
    await user.click(screen.getByRole('button', { name: 'Remove the translation' }));
    expect(screen.queryByLabelText('Translation (from the file)')).not.toBeInTheDocument();
    expect(screen.queryByText('translation.txt')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Translation file (optional)')).toHaveFocus();
  });

  it('shows the server’s message and keeps the text read from the file', async () => {
    const message = 'A dialogue (two speakers) needs 2 speakers; the text has 0.';
    const app = await openUpload(() => Promise.reject(new Error(message)));
    await app.user.type(screen.getByLabelText('Resource name'), 'Charla');
    await app.user.selectOptions(screen.getByLabelText('Level'), 'A1');
    await app.user.upload(screen.getByLabelText('Text file'), textFile(TEXT));
    await screen.findByLabelText('Text (from the file, you may correct it)');
    await app.user.click(screen.getByRole('button', { name: 'Continue to review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Text (from the file, you may correct it)')).toHaveValue(TEXT);
    expect(app.location()).toBe('/upload_resource');
  });
});
