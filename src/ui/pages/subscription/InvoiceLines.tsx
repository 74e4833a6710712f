import type { ReactNode } from 'react';
import type { InvoiceLineView } from '@/contract/billing';
import type * as t from 'io-ts';
import { formatMoney } from './format';

/**
 * An invoice's lines and total, as the invoice page and the local payment page both show them:
 * the same table, so what the teacher pays is laid out as what they will print.
 */
export function InvoiceLines({
  caption,
  captionHidden = false,
  lines,
  totalMinor,
  currency,
}: {
  readonly caption: ReactNode;
  readonly captionHidden?: boolean;
  readonly lines: readonly t.TypeOf<typeof InvoiceLineView>[];
  readonly totalMinor: number;
  readonly currency: string;
}) {
  return (
    <table className="invoice-table">
      <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Description</th>
          <th scope="col" className="amount">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={index}>
            <td>{line.description}</td>
            <td className="amount">{formatMoney(line.amountMinor, currency)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total ({currency})</th>
          <td className="amount">
            <strong>{formatMoney(totalMinor, currency)}</strong>
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
