// PDF export of a printable sheet (issue #5 "Printing"). The browser lays the sheet out and
// html2canvas paints it, so every script the browser can show (Arabic, Chinese, Japanese…) comes
// out as it does on screen; jsPDF only places those page images on A4 or Letter. Both libraries
// are loaded when a teacher asks for a PDF, never with the page.
import {
  PAGE_MARGIN_MM,
  PAPER_MM,
  paginate,
  printableArea,
  type PageLayout,
  type PageSlice,
  type PaperSize,
  type Span,
} from '@/domain/teaching/worksheet';

/** CSS pixels in a millimetre: the sheet is laid out at the paper's real width. */
const PX_PER_MM = 96 / 25.4;

/** Canvas pixels per CSS pixel: about 190 dpi on paper, sharp text at a modest file size. */
const SCALE = 2;

/** Blocks kept on one page when they fit: a question with its options, a row, a key line. */
const KEEP =
  '.print-sheet-header, .print-list > li, .print-key > li, .print-table tr, .print-word-bank, .notice';

export interface PdfProgress {
  /** The page being painted, from 1. */
  readonly page: number;
  readonly pages: number;
}

export interface PdfRequest {
  readonly paper: PaperSize;
  readonly fileName: string;
  readonly onProgress?: (progress: PdfProgress) => void;
}

/** Makes a PDF of `sheet` and hands it to the browser as a download named `fileName`. */
export type PdfExporter = (sheet: HTMLElement, request: PdfRequest) => Promise<void>;

/** A file name from the sheet's kind and the resource's name: "Vocabulary - At the market.pdf". */
export function pdfFileName(kind: string, name: string): string {
  // Characters that no file system accepts in a name, and control characters.
  // eslint-disable-next-line no-control-regex
  const safe = name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ');
  const clean = safe.replace(/\s+/g, ' ').trim().slice(0, 120).trim();
  return `${kind} - ${clean === '' ? 'Untitled' : clean}.pdf`;
}

function spanOf(rect: DOMRect, origin: number): Span {
  return { top: rect.top - origin, bottom: rect.bottom - origin };
}

/** Every line of text in `root` (each text fragment's box), and each ruled writing line. */
function textLines(root: HTMLElement, origin: number): Span[] {
  const lines: Span[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    if ((node.textContent ?? '').trim() === '') continue;
    range.selectNodeContents(node);
    for (const rect of range.getClientRects())
      if (rect.height > 0) lines.push(spanOf(rect, origin));
  }
  for (const rule of root.querySelectorAll('.print-answer-lines, .print-gap'))
    lines.push(spanOf(rule.getBoundingClientRect(), origin));
  return lines;
}

/** A heading (or a table's head) stays on the page of what follows it: the first item or line. */
function headingGroups(root: HTMLElement, origin: number, blocks: readonly Span[]): Span[] {
  const groups: Span[] = [];
  for (const heading of root.querySelectorAll('h2, .print-table thead')) {
    const own = spanOf(heading.getBoundingClientRect(), origin);
    const instruction = heading.nextElementSibling?.classList.contains('print-instruction')
      ? spanOf(heading.nextElementSibling.getBoundingClientRect(), origin)
      : own;
    const next = blocks
      .filter((block) => block.top >= instruction.bottom - 0.5)
      .reduce<Span | undefined>(
        (first, block) => (first && first.top <= block.top ? first : block),
        undefined,
      );
    if (next !== undefined) groups.push({ top: own.top, bottom: next.bottom });
  }
  return groups;
}

/** Where the laid-out sheet may and may not be cut into pages. */
function measure(frame: HTMLElement, pageHeight: number): PageLayout {
  const origin = frame.getBoundingClientRect().top;
  const place = (el: Element) => spanOf(el.getBoundingClientRect(), origin);
  const kept = [...frame.querySelectorAll(KEEP)].map(place);
  const lines = textLines(frame, origin);
  const heads = [...frame.querySelectorAll('.print-table')].flatMap((table) => {
    const head = table.querySelector('thead');
    return head === null ? [] : [{ head: place(head), table: place(table) }];
  });
  return {
    height: frame.getBoundingClientRect().height,
    pageHeight,
    keep: [...kept, ...headingGroups(frame, origin, [...kept, ...lines])],
    lines,
    breaks: [...frame.querySelectorAll('.print-page-break')].map((el) => place(el).top),
    heads,
  };
}

/**
 * An answer key in two columns reads down the first column then the second: cut across pages it
 * would read out of order, so a key longer than a page goes back to one column.
 */
function singleColumnTallKeys(frame: HTMLElement, pageHeight: number): void {
  for (const key of frame.querySelectorAll<HTMLElement>('.print-key')) {
    const section = key.closest('.print-section') ?? key;
    const top = section.getBoundingClientRect().top;
    if (key.getBoundingClientRect().bottom - top > pageHeight) key.style.columns = 'auto';
  }
}

function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob when the download starts; give it time before letting it go.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * A page image as JPEG: the PDF embeds it as it is, where a PNG would be decoded and packed
 * again in script (several seconds a page); at this resolution and quality text stays crisp.
 */
function jpeg(canvas: HTMLCanvasElement): string {
  return canvas.toDataURL('image/jpeg', 0.92);
}

/** Canvas pixels painted at once: under the smallest limit of the browsers (16.7 million). */
const MAX_CANVAS_AREA = 12_000_000;

/** Consecutive pages painted in one go, as large as a canvas may safely be. */
function chunks(pages: readonly PageSlice[], width: number): PageSlice[][] {
  const groups: PageSlice[][] = [];
  for (const page of pages) {
    const group = groups.at(-1);
    const first = group?.[0];
    if (
      group !== undefined &&
      first !== undefined &&
      (page.bottom - first.top + 2) * width * SCALE * SCALE <= MAX_CANVAS_AREA
    )
      group.push(page);
    else groups.push([page]);
  }
  return groups;
}

/**
 * Lays a copy of the sheet out at the printable width of the paper (off screen, styled as on
 * paper: print.css `.print-pdf-frame`), cuts it into pages where print would (a question never
 * apart from its options, each answer key on a new page, a table's head again on each page),
 * paints the pages and saves the PDF.
 */
export const exportSheetPdf: PdfExporter = async (sheet, { paper, fileName, onProgress }) => {
  const [{ jsPDF }, { default: html2canvas }] = await Promise.all([
    import('jspdf'),
    import('html2canvas'),
  ]);
  const area = printableArea(paper);
  const frame = document.createElement('div');
  frame.className = 'print-pdf-frame';
  frame.setAttribute('aria-hidden', 'true');
  frame.inert = true;
  frame.style.width = `${String(area.width * PX_PER_MM)}px`;
  frame.append(sheet.cloneNode(true));
  document.body.append(frame);
  /** Paints a band of the laid-out sheet, from `top` to `bottom` in CSS pixels. */
  const paint = (top: number, bottom: number) =>
    html2canvas(frame, {
      scale: SCALE,
      backgroundColor: '#ffffff',
      logging: false,
      y: Math.floor(top),
      height: Math.max(1, Math.floor(bottom) - Math.floor(top)),
      // Only the sheet is copied for painting, not the app around it (the head keeps the styles).
      ignoreElements: (element) =>
        element.closest('body') !== null && !element.contains(frame) && !frame.contains(element),
      // Painted where it is laid out, not off screen where the live copy waits.
      onclone: (_document, clone) => {
        clone.style.left = '0';
      },
    });
  try {
    await document.fonts.ready;
    const pageHeight = area.height * PX_PER_MM;
    singleColumnTallKeys(frame, pageHeight);
    const pages = paginate(measure(frame, pageHeight));
    const pdf = new jsPDF({
      unit: 'mm',
      format: paper === 'A4' ? 'a4' : 'letter',
      orientation: 'portrait',
      compress: true,
    });
    const width = frame.getBoundingClientRect().width;
    const mmPerPx = area.width / width;
    const heads = new Map<number, HTMLCanvasElement>();
    let number = 0;
    for (const group of chunks(pages, width)) {
      const first = group[0];
      const last = group.at(-1);
      if (first === undefined || last === undefined) continue;
      onProgress?.({ page: number + 1, pages: pages.length });
      const band = await paint(first.top, last.bottom);
      for (const page of group) {
        number += 1;
        if (number > 1) pdf.addPage();
        let y: number = PAGE_MARGIN_MM.top;
        if (page.head !== undefined) {
          const head = heads.get(page.head.top) ?? (await paint(page.head.top, page.head.bottom));
          heads.set(page.head.top, head);
          const height = (head.height / SCALE) * mmPerPx;
          pdf.addImage(jpeg(head), 'JPEG', PAGE_MARGIN_MM.side, y, area.width, height);
          y += height;
        }
        const slice = document.createElement('canvas');
        slice.width = band.width;
        slice.height = Math.max(1, (Math.floor(page.bottom) - Math.floor(page.top)) * SCALE);
        const from = (Math.floor(page.top) - Math.floor(first.top)) * SCALE;
        slice
          .getContext('2d')
          ?.drawImage(band, 0, from, band.width, slice.height, 0, 0, slice.width, slice.height);
        const height = (slice.height / SCALE) * mmPerPx;
        pdf.addImage(jpeg(slice), 'JPEG', PAGE_MARGIN_MM.side, y, area.width, height);
        if (pages.length > 1) {
          pdf.setFontSize(8);
          pdf.setTextColor(110);
          pdf.text(
            `${String(number)} / ${String(pages.length)}`,
            PAPER_MM[paper].width / 2,
            PAPER_MM[paper].height - PAGE_MARGIN_MM.bottom / 2,
            { align: 'center' },
          );
        }
      }
    }
    download(pdf.output('blob'), fileName);
  } finally {
    frame.remove();
  }
};
