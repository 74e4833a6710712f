import { useId, useRef, useState } from 'react';
import type { PaperSize } from '@/domain/teaching/worksheet';
import { RefusalText, usePlanRefusal } from '@/ui/components/PlanGate';
import { exportSheetPdf, type PdfExporter } from './exportPdf';

type PdfState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'working'; readonly page?: number; readonly pages?: number }
  | { readonly kind: 'done'; readonly fileName: string }
  | { readonly kind: 'failed'; readonly reason: string };

export interface PdfDownloadProps {
  /** The printable sheet as it is on the page now. */
  readonly sheet: () => HTMLElement | null;
  readonly paper: PaperSize;
  readonly fileName: string;
  /** How the PDF is made; the real one unless a test gives another. */
  readonly exporter?: PdfExporter;
}

function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message.trim() : '';
  return message === '' ? 'something went wrong while drawing the pages' : message;
}

function progressText(state: Extract<PdfState, { kind: 'working' }>): string {
  return state.page === undefined || state.pages === undefined
    ? 'Preparing the PDF…'
    : `Preparing the PDF… page ${String(state.page)} of ${String(state.pages)}`;
}

/**
 * "Download PDF" for a user whose plan has PDF export: one PDF at a time (a second click while
 * one is being made does nothing), its progress and any failure said in words.
 */
export function PdfDownloadButton({
  sheet,
  paper,
  fileName,
  exporter = exportSheetPdf,
}: PdfDownloadProps) {
  const [state, setState] = useState<PdfState>({ kind: 'idle' });
  // A ref, not the state: two clicks in one frame both see the state before either re-render.
  const busy = useRef(false);

  const start = async () => {
    if (busy.current) return;
    const element = sheet();
    if (element === null) {
      setState({ kind: 'failed', reason: 'the sheet is not on the page' });
      return;
    }
    busy.current = true;
    setState({ kind: 'working' });
    try {
      await exporter(element, {
        paper,
        fileName,
        onProgress: ({ page, pages }) => setState({ kind: 'working', page, pages }),
      });
      setState({ kind: 'done', fileName });
    } catch (error) {
      setState({ kind: 'failed', reason: reasonOf(error) });
    } finally {
      busy.current = false;
    }
  };

  return (
    <span className="print-pdf">
      <button
        type="button"
        className="button"
        aria-disabled={state.kind === 'working'}
        onClick={() => void start()}
      >
        Download PDF
      </button>
      <span role="status" className="print-pdf-message">
        {state.kind === 'working' && progressText(state)}
        {state.kind === 'done' && `Downloaded "${state.fileName}".`}
      </span>
      {state.kind === 'failed' && (
        <span role="alert" className="print-pdf-message print-pdf-error">
          The PDF could not be made: {state.reason}. Try again, or use Print and choose “Save as
          PDF”.
        </span>
      )}
    </span>
  );
}

/** Download PDF when the user's plan has PDF export; otherwise a disabled button saying why. */
export function PdfDownload(props: PdfDownloadProps) {
  const refusal = usePlanRefusal('pdfExport');
  const noteId = useId();
  if (refusal === undefined) return <PdfDownloadButton {...props} />;
  return (
    <span className="print-pdf">
      <button type="button" className="button" disabled aria-describedby={noteId}>
        Download PDF
      </button>
      <span id={noteId} className="print-pdf-message">
        <RefusalText text={refusal} />
      </span>
    </span>
  );
}
