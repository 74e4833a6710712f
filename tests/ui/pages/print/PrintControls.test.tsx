import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pdfFileName, type PdfExporter, type PdfRequest } from '@/ui/pages/print/exportPdf';
import { PdfDownloadButton } from '@/ui/pages/print/PdfDownload';
import { resource } from '../../../application/resources/fakes';
import { getRefusal, refusalText } from '../../support/refusal';
import { renderApp } from '../../support/renderApp';

const ready = () => Promise.resolve(resource({ status: 'ready' }));

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
    expect(
      screen.queryByText(refusalText('Your plan does not include PDF export. Upgrade to use it.')),
    ).toBeNull();
  });

  it('a plan without PDF export shows the button disabled and says why', async () => {
    renderApp(path, { role: 'public', withheld: ['pdfExport'], resources: { get: ready } });
    expect(await screen.findAllByText(shown)).not.toHaveLength(0);
    const button = screen.getByRole('button', { name: 'Download PDF' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Your plan does not include PDF export. Upgrade to use it.',
    );
    expect(getRefusal('Your plan does not include PDF export. Upgrade to use it.')).toBeVisible();
    // Printing itself is still there.
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
  });

  it('a plan without vocabulary lists is told so, and the resource is not read', async () => {
    const get = vi.fn(ready);
    renderApp(path, { role: 'public', withheld: ['vocabLists'], resources: { get } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your plan does not include Vocabulary lists. Upgrade to use it.',
    );
    expect(screen.getByRole('link', { name: 'Go to my resources' })).toHaveAttribute(
      'href',
      '/private_resources',
    );
    expect(screen.queryByText(shown)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
    expect(get).not.toHaveBeenCalled();
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
