import { useState } from 'react';
import { usePlayText } from './play-text.ts';

export interface SortChip {
  key: string;
  text: string;
  /** The bucket the chip belongs in; undefined for a chip that belongs nowhere (stays in the pool). */
  home: string | undefined;
}

export interface SortBucket {
  key: string;
  title: string;
}

interface SortBoardProps {
  chips: readonly SortChip[];
  buckets: readonly SortBucket[];
  /** Where each chip sits (chip key → bucket key); chips not in it are in the pool. */
  placement: Readonly<Record<string, string>>;
  onPlace: (chip: string, bucket: string | undefined) => void;
  answered: boolean;
  poolLabel: string;
}

/** What a sorting quiz reports: each bucket's title with the chips the learner put in it, in chip order. */
export function sortedAnswers(chips: readonly SortChip[], buckets: readonly SortBucket[], placement: Readonly<Record<string, string>>) {
  return buckets.map((bucket) => ({ title: bucket.title, items: chips.filter((chip) => placement[chip.key] === bucket.key).map((chip) => chip.text) }));
}

/**
 * Chips to sort into titled buckets: tap a chip, then the bucket it goes in (drag comes with play);
 * a placed chip tapped goes back to the pool. Once checked, each chip says whether it sits right.
 */
export function SortBoard({ chips, buckets, placement, onPlace, answered, poolLabel }: SortBoardProps) {
  const t = usePlayText();
  const [held, setHeld] = useState<string | null>(null);
  const pool = chips.filter((chip) => !(chip.key in placement));

  const chipButton = (chip: SortChip) => {
    const where = placement[chip.key];
    const right = where === chip.home;
    const mark = answered && (where !== undefined || chip.home !== undefined) ? (right ? 'correct' : 'incorrect') : undefined;
    return (
      <li key={chip.key}>
        <button
          type="button"
          className={`sw-tile sw-sort__chip${held === chip.key ? ' sw-sort__chip--held' : ''}${mark ? ` sw-tile--${mark}` : ''}`}
          aria-pressed={where === undefined ? held === chip.key : undefined}
          disabled={answered}
          onClick={() => {
            if (where !== undefined) onPlace(chip.key, undefined);
            else setHeld((current) => (current === chip.key ? null : chip.key));
          }}
        >
          {chip.text}
          {mark ? <span className="sw-visually-hidden"> ({t(mark === 'correct' ? 'choice.correct' : 'choice.incorrect')})</span> : null}
        </button>
      </li>
    );
  };

  return (
    <div className="sw-sort">
      <div className="sw-sort__buckets" style={{ gridTemplateColumns: `repeat(${Math.max(1, buckets.length)}, minmax(0, 1fr))` }}>
        {buckets.map((bucket) => (
          <section key={bucket.key} className="sw-sort__bucket" aria-label={bucket.title}>
            <button
              type="button"
              className="sw-sort__bucket-title"
              disabled={answered || held === null}
              aria-label={t('categorise.moveTo', { category: bucket.title })}
              onClick={() => {
                if (held === null) return;
                onPlace(held, bucket.key);
                setHeld(null);
              }}
            >
              {bucket.title}
            </button>
            <ul className="sw-sort__placed">{chips.filter((chip) => placement[chip.key] === bucket.key).map(chipButton)}</ul>
          </section>
        ))}
      </div>
      {pool.length > 0 ? (
        <ul className="sw-tiles sw-sort__pool" aria-label={poolLabel}>
          {pool.map(chipButton)}
        </ul>
      ) : null}
    </div>
  );
}
