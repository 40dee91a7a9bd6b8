import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListState } from './ListState.tsx';

interface ModeratedItem {
  id: string;
  title: string;
  courseTitle: string;
  isPublished: boolean;
}

interface Props<Item extends ModeratedItem> {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  query: UseQueryResult<{ items: Item[]; totalCount: number }>;
  texts: { loading: string; failed: string; empty: string };
  /** The facilitator screen the item links to. */
  hrefOf(item: Item): string;
  /** What the kind tells about each item (posts and activity, or submissions waiting). */
  facts(item: Item): ReactNode;
}

/** One list of the overview: a heading, its loading/error/empty states, and each item linking to its facilitator screen. */
export function ModerationGroup<Item extends ModeratedItem>({ id, title, query, texts, hrefOf, facts }: Props<Item>) {
  const { t } = useTranslation();
  return (
    <section className="moderation__group" aria-labelledby={id}>
      <h3 id={id} className="moderation__group-title">
        {title}
      </h3>
      <ListState query={query} loading={texts.loading} failed={texts.failed} empty={texts.empty}>
        {(data) => (
          <ul className="moderation__list">
            {data.items.map((item) => (
              <li key={item.id} className="moderation__item">
                <Link className="moderation__link" to={hrefOf(item)}>
                  {item.title}
                </Link>
                <span className="moderation__course">{item.courseTitle}</span>
                <span className="moderation__facts">
                  {facts(item)}
                  {item.isPublished ? null : <span>{t('moderation.unpublished')}</span>}
                </span>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}
