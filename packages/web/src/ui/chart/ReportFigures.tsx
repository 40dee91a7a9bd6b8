import './report-figures.css';

/** One headline figure: its name and its value as the page writes it (null when there is none yet). */
export interface ReportFigure {
  label: string;
  value: number | string | null;
}

/** A report's headline figures side by side (one column on a phone), a dash for a figure not measured yet. */
export function ReportFigures({ figures, label, card = true }: { figures: readonly ReportFigure[]; label?: string; card?: boolean }) {
  return (
    <dl className={card ? 'report-figures card' : 'report-figures'} {...(label ? { 'aria-label': label } : {})}>
      {figures.map((figure) => (
        <div key={figure.label}>
          <dt>{figure.label}</dt>
          <dd>{figure.value === null ? '–' : figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
