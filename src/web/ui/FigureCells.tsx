import { useFormat } from '../lib/use-format';
import { tone } from './figures.css';

/** A figure of a table row: its column's label (the cell's label on phones) and its amount. */
export interface MoneyCell {
  label: string;
  amount: string;
  /** A gain or loss: shown with its sign and coloured by it. */
  signed?: boolean;
}

/** The amount cells of a report row, aligned to the end (agent reports, the player's profit and loss). */
export function MoneyCells({ cells }: { cells: readonly MoneyCell[] }) {
  const format = useFormat();
  return (
    <>
      {cells.map((cell) => (
        <td
          key={cell.label}
          data-label={cell.label}
          data-align="end"
          className={cell.signed ? tone[format.tone(cell.amount)] : undefined}
        >
          {format.money(cell.amount, cell.signed)}
        </td>
      ))}
    </>
  );
}

/** The header cells of figure columns, aligned to the end like their figures. */
export function FigureHeaders({ labels }: { labels: readonly string[] }) {
  return (
    <>
      {labels.map((label) => (
        <th key={label} scope="col" data-align="end">
          {label}
        </th>
      ))}
    </>
  );
}
