import { DoneButton } from '../../ui/DoneButton.tsx';
import { flag, list, record, text } from '../../ui/read-data.ts';
import { SlideFrame } from '../../ui/SlideFrame.tsx';
import type { SlideRendererProps } from '../renderer.ts';
import './table.css';

interface TableData {
  rows: string[][];
  style: { header: boolean; condensed: boolean; 'full-width': boolean };
  caption: string;
}

/**
 * The table as authored: the first row as column headers when `style.header`, rows padded to the
 * widest row. An empty cell is authored as a space (templates §5), which shows as an empty cell.
 */
export default function TableRenderer({ slide, data, template, state, onDone }: SlideRendererProps<TableData>) {
  const style = record(data.style);
  const header = flag(style.header, true);
  const condensed = flag(style.condensed, false);
  const fullWidth = flag(style['full-width'], true);
  const caption = text(data.caption);
  // spec §5: authors make an empty cell by entering a space, so a blank cell holds nothing at all.
  const rows = list(data.rows).map((row) => list(row).map((cell) => (text(cell).trim() === '' ? '' : text(cell))));
  const columns = Math.max(0, ...rows.map((row) => row.length));
  const pad = (row: string[]) => [...row, ...Array.from({ length: columns - row.length }, () => '')];
  const [head, ...body] = header ? rows : [undefined, ...rows];
  const classes = ['sw-table', condensed ? 'sw-table--condensed' : '', fullWidth ? 'sw-table--full-width' : ''].filter(Boolean).join(' ');

  return (
    <SlideFrame type={slide.type} state={state} footer={<DoneButton template={template} onDone={onDone} />}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls sideways; the region takes focus so keyboards can scroll it too */}
      <div className="sw-table__scroller" role="region" aria-label={caption || undefined} tabIndex={0}>
        <table className={classes}>
          {caption ? <caption className="sw-table__caption">{caption}</caption> : null}
          {head ? (
            <thead>
              <tr>
                {pad(head).map((cell, index) => (
                  <th key={index} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
          ) : null}
          <tbody>
            {body.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {pad(row ?? []).map((cell, index) => (
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SlideFrame>
  );
}
