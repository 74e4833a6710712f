import { useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Resource } from '@/application/resources/ports';
import { isRtl, languageName } from '@/domain/catalog/languages';
import {
  defaultPaperSize,
  isPaperSize,
  PAPER_SIZES,
  type PaperSize,
} from '@/domain/teaching/worksheet';
import { pdfFileName } from './exportPdf';
import { PdfDownload } from './PdfDownload';
import './print.css';

const PAPER_LABELS: Readonly<Record<PaperSize, string>> = {
  A4: 'A4 (210 × 297 mm)',
  Letter: 'Letter (8.5 × 11 in)',
};

/**
 * The screen-only bar above a printable sheet: the sheet's options, the paper, Print, Download
 * PDF and a way back. It is left off the paper (print.css).
 */
export function PrintControls({
  resource,
  children,
  onClose,
  paper,
  onPaperChange,
  pdf,
}: {
  readonly resource: Resource;
  /** The sheet's options. */
  readonly children?: ReactNode;
  /** Shown as "Back" when the sheet was opened inside another screen; else a link to it. */
  readonly onClose?: () => void;
  readonly paper: PaperSize;
  readonly onPaperChange: (paper: PaperSize) => void;
  /** The sheet to export and the file name it gets. */
  readonly pdf: { readonly sheet: () => HTMLElement | null; readonly fileName: string };
}) {
  const paperId = useId();
  return (
    <div className="print-controls" role="group" aria-label="Print options">
      {children}
      <label htmlFor={paperId}>
        Paper
        <select
          id={paperId}
          value={paper}
          onChange={(event) => {
            if (isPaperSize(event.target.value)) onPaperChange(event.target.value);
          }}
        >
          {PAPER_SIZES.map((size) => (
            <option key={size} value={size}>
              {PAPER_LABELS[size]}
            </option>
          ))}
        </select>
      </label>
      <div className="print-actions">
        <button type="button" className="button" onClick={() => window.print()}>
          Print
        </button>
        <PdfDownload sheet={pdf.sheet} paper={paper} fileName={pdf.fileName} />
        {onClose === undefined ? (
          <Link className="button button-quiet" to={`/text_translation/${String(resource.id)}`}>
            Back to the resource
          </Link>
        ) : (
          <button type="button" className="button button-quiet" onClick={onClose}>
            Back
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * The paper last chosen in this tab, so the next sheet printed starts on it. Kept in memory
 * only: the device's storage is reached through ports (DESIGN §4), none of which holds it yet.
 */
let chosenPaper: PaperSize | undefined;

/** The paper a sheet starts on: the last one chosen, else the usual one for the browser's locale. */
function initialPaper(): PaperSize {
  return (
    chosenPaper ?? defaultPaperSize(typeof navigator === 'undefined' ? '' : navigator.language)
  );
}

/**
 * A printable page: its controls, then the sheet. The paper chosen sets the printed page size
 * (`@page`), so Print and Download PDF give the same paper.
 */
export function PrintFrame({
  resource,
  kind,
  options,
  onClose,
  className = 'page print-page',
  label,
  children,
}: {
  readonly resource: Resource;
  /** What the sheet is, first in the PDF's file name: "Vocabulary", "Worksheet". */
  readonly kind: string;
  /** The sheet's own options, shown before the paper. */
  readonly options?: ReactNode;
  readonly onClose?: () => void;
  readonly className?: string;
  /** The frame's accessible name when it is not a page of its own. */
  readonly label?: string;
  /** The sheet (an `.print-sheet` element). */
  readonly children: ReactNode;
}) {
  const [paper, setPaper] = useState<PaperSize>(initialPaper);
  const sheetRef = useRef<HTMLDivElement>(null);
  return (
    <section className={className} {...(label === undefined ? {} : { 'aria-label': label })}>
      <style data-print-paper={paper}>{`@page { size: ${paper} portrait; }`}</style>
      <PrintControls
        resource={resource}
        paper={paper}
        onPaperChange={(size) => {
          chosenPaper = size;
          setPaper(size);
        }}
        pdf={{
          sheet: () => sheetRef.current?.querySelector<HTMLElement>('.print-sheet') ?? null,
          fileName: pdfFileName(kind, resource.name),
        }}
        {...(onClose === undefined ? {} : { onClose })}
      >
        {options}
      </PrintControls>
      <div ref={sheetRef} className="print-paper" data-paper={paper}>
        {children}
      </div>
    </section>
  );
}

/** What a sheet of this resource is headed with: its name and its two languages. */
export function SheetHeader({
  resource,
  subtitle,
  headingId = 'page-title',
}: {
  readonly resource: Resource;
  readonly subtitle: string;
  readonly headingId?: string;
}) {
  const { target, native } = resource.content.language;
  return (
    <header className="print-sheet-header">
      <h1 id={headingId}>
        <span lang={target} dir={isRtl(target) ? 'rtl' : 'ltr'}>
          {resource.name}
        </span>
      </h1>
      <p className="print-meta">
        {subtitle} · {languageName(target)} – {languageName(native)}
      </p>
      <p className="print-name-line" aria-hidden="true">
        Name: <span className="print-write-line" /> Date: <span className="print-write-line" />
      </p>
    </header>
  );
}

/** Props of an element in one of the resource's languages: its `lang` and its direction. */
export function sideProps(code: string): { lang: string; dir: 'rtl' | 'ltr' } {
  return { lang: code, dir: isRtl(code) ? 'rtl' : 'ltr' };
}
