import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { sessionMachine } from '@/application/session/session.machine';
import { App } from '@/ui/App';
import { createAppRouter } from '@/ui/app/router';
import { pdfFileName, type PdfExporter, type PdfRequest } from '@/ui/pages/print/exportPdf';
import { PdfDownloadButton } from '@/ui/pages/print/PdfDownload';
import { resource } from '../../../application/resources/fakes';
import { renderApp } from '../../support/renderApp';
import { fakeServices } from '../../support/services';

const ready = () => Promise.resolve(resource({ status: 'ready' }));

/** A teacher's session token whose plan grants what `privilege` says (spec §6). */
function teacherToken(privilege: Record<string, boolean>): string {
  const base64url = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const payload = { id: 7, name: 'Ada Lovelace', role: 'public', privilege };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`;
}

const running: { stop(): void }[] = [];
afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
});

/** The whole app at `path`, signed in with a plan granting `privilege`. */
function renderWithPlan(path: string, privilege: Record<string, boolean>) {
  const fakes = fakeServices({ role: null, resources: { get: ready } });
  const noop = () => undefined;
  const session = createActor(
    sessionMachine.provide({
      actions: { storeToken: noop, clearSession: noop, clearAllStorage: noop, navigate: noop },
    }),
    { input: { token: teacherToken(privilege) } },
  ).start();
  running.push(session);
  const router = createAppRouter({ initialEntries: [path] });
  render(<App services={{ ...fakes.services, session }} router={router} />);
}

/** The `@page` size the sheet prints on. */
function printedPageSize(): string | undefined {
  return /size:\s*(\w+)/.exec(
    document.querySelector('style[data-print-paper]')?.textContent ?? '',
  )?.[1];
}

describe.each([
  ['/vocab-print?id=12', 'Spanish'],
  ['/vocab-context-print?id=12', 'Fill in the gaps'],
])('%s', (path, shown) => {
  it('a plan with PDF export offers Download PDF', async () => {
    renderApp(path, { role: 'public', resources: { get: ready } });
    expect(await screen.findAllByText(shown)).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
    expect(screen.queryByText('PDF export is not part of your plan.')).toBeNull();
  });

  it('a plan without PDF export shows the button disabled and says why', async () => {
    renderWithPlan(path, { pdfExport: false, printWorksheets: true, vocabLists: true });
    expect(await screen.findAllByText(shown)).not.toHaveLength(0);
    const button = screen.getByRole('button', { name: 'Download PDF' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('PDF export is not part of your plan.');
    expect(screen.getByText('PDF export is not part of your plan.')).toBeVisible();
    // Printing itself is still there.
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
  });

  it('the Paper control sets the printed page size to A4 or Letter', async () => {
    const app = renderApp(path, { role: 'public', resources: { get: ready } });
    const paper = await screen.findByLabelText('Paper');
    expect(printedPageSize()).toBe((paper as HTMLSelectElement).value);
    await app.user.selectOptions(paper, 'Letter');
    expect(printedPageSize()).toBe('Letter');
    await app.user.selectOptions(paper, 'A4');
    expect(printedPageSize()).toBe('A4');
  });
});

describe('the paper chosen', () => {
  it('is the one the next sheet starts on', async () => {
    const first = renderApp('/vocab-print?id=12', { role: 'public', resources: { get: ready } });
    await first.user.selectOptions(await screen.findByLabelText('Paper'), 'Letter');
    first.unmount();
    const second = renderApp('/vocab-context-print?id=12', {
      role: 'public',
      resources: { get: ready },
    });
    expect(await screen.findByLabelText('Paper')).toHaveValue('Letter');
    await second.user.selectOptions(screen.getByLabelText('Paper'), 'A4');
    second.unmount();
    renderApp('/vocab-print?id=12', { role: 'public', resources: { get: ready } });
    expect(await screen.findByLabelText('Paper')).toHaveValue('A4');
    expect(printedPageSize()).toBe('A4');
  });
});

describe('Download PDF', () => {
  it('hands the sheet, the paper and the file name to the exporter, then says it is done', async () => {
    const exporter = vi.fn<PdfExporter>(() => Promise.resolve());
    const user = userEvent.setup();
    const sheet = document.createElement('article');
    render(
      <PdfDownloadButton
        sheet={() => sheet}
        paper="Letter"
        fileName={pdfFileName('Vocabulary', 'At the market')}
        exporter={exporter}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(exporter).toHaveBeenCalledWith(
      sheet,
      expect.objectContaining({ paper: 'Letter', fileName: 'Vocabulary - At the market.pdf' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Downloaded "Vocabulary - At the market.pdf".',
    );
  });

  it('says it is preparing the PDF, page by page, and a double click makes one PDF', async () => {
    let finish = () => undefined as void;
    let request: PdfRequest | undefined;
    const exporter = vi.fn<PdfExporter>((_sheet, given) => {
      request = given;
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    const user = userEvent.setup();
    const sheet = document.createElement('article');
    render(
      <PdfDownloadButton
        sheet={() => sheet}
        paper="A4"
        fileName="Worksheet - x.pdf"
        exporter={exporter}
      />,
    );
    const button = screen.getByRole('button', { name: 'Download PDF' });
    await user.dblClick(button);
    await user.click(button);
    expect(exporter).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Preparing the PDF…');
    request?.onProgress?.({ page: 2, pages: 3 });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Preparing the PDF… page 2 of 3'),
    );
    finish();
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'false'));
    await user.click(button);
    expect(exporter).toHaveBeenCalledTimes(2);
  });

  it('says in words when the PDF cannot be made, and can be tried again', async () => {
    const exporter = vi
      .fn<PdfExporter>()
      .mockRejectedValueOnce(new Error('the browser ran out of memory'))
      .mockResolvedValue(undefined);
    const user = userEvent.setup();
    const sheet = document.createElement('article');
    render(
      <PdfDownloadButton
        sheet={() => sheet}
        paper="A4"
        fileName="Worksheet - x.pdf"
        exporter={exporter}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The PDF could not be made: the browser ran out of memory. Try again',
    );
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(exporter).toHaveBeenCalledTimes(2);
  });
});

describe('pdfFileName', () => {
  it.each([
    ['Vocabulary', 'At the market', 'Vocabulary - At the market.pdf'],
    ['Worksheet', 'Día 1: ¿qué tal?', 'Worksheet - Día 1 ¿qué tal.pdf'],
    ['Worksheet', '在市场 / 市場で', 'Worksheet - 在市场 市場で.pdf'],
    ['Vocabulary in context', '  ', 'Vocabulary in context - Untitled.pdf'],
  ])('%s of "%s" is saved as "%s"', (kind, name, file) => {
    expect(pdfFileName(kind, name)).toBe(file);
  });
});
