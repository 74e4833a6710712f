import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Resource } from '@/application/resources/ports';
import { isRtl, languageName } from '@/domain/catalog/languages';
import './print.css';

/**
 * The screen-only bar above a printable sheet: the sheet's options, a way back and Print. It is
 * left off the paper (print.css).
 */
export function PrintControls({
  resource,
  children,
  onClose,
}: {
  readonly resource: Resource;
  /** The sheet's options. */
  readonly children?: ReactNode;
  /** Shown as "Back" when the sheet was opened inside another screen; else a link to it. */
  readonly onClose?: () => void;
}) {
  return (
    <div className="print-controls" role="group" aria-label="Print options">
      {children}
      <div className="print-actions">
        <button type="button" className="button" onClick={() => window.print()}>
          Print
        </button>
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
      <p className="field-hint print-hint">
        Choose A4 or Letter in the print dialogue; the margins fit both.
      </p>
    </div>
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
