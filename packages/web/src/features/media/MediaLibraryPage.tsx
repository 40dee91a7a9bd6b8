import { uploadContentTypes, type UploadContentType } from '@slidewise/core';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { apiErrorMessage, isApiError } from '../../api/index.ts';
import { Page } from '../../ui/layout/Page.tsx';
import { Alert } from '../../ui/primitives/Alert.tsx';
import { Button } from '../../ui/primitives/Button.tsx';
import { SelectField } from '../../ui/primitives/SelectField.tsx';
import { Spinner } from '../../ui/primitives/Spinner.tsx';
import { TextField } from '../../ui/primitives/TextField.tsx';
import { filesOf, useMediaPages } from '../../ui/upload/media-list-query.ts';
import { MediaShowMore } from '../../ui/upload/MediaShowMore.tsx';
import { MediaRow } from './MediaRow.tsx';
import './media-library.css';

const isContentType = (value: string | null): value is UploadContentType =>
  value !== null && (uploadContentTypes as readonly string[]).includes(value);

/**
 * /media: the account's uploads, newest first and a page at a time ("Show more"), with a search by name and
 * a type filter (both kept in the address, so a filtered view can be reloaded or shared), where each file
 * is used, and delete.
 */
export function MediaLibraryPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const typeParameter = params.get('type');
  const contentType = isContentType(typeParameter) ? typeParameter : undefined;
  const deferredSearch = useDeferredValue(search.trim());
  const list = useMediaPages(deferredSearch, contentType);
  const items = filesOf(list);

  const setParam = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  // Read silently (no toast), so a person whose role may not see this page is sent where any other page sends them.
  if (isApiError(list.error, 403)) return <Navigate to="/forbidden" replace />;

  return (
    <Page title={t('mediaLibrary.title')}>
      <p className="media-library__intro">{t('mediaLibrary.intro')}</p>
      <div className="media-library__filters" role="search">
        <TextField
          label={t('mediaLibrary.search')}
          type="search"
          value={search}
          onChange={(event) => setParam('search', event.target.value)}
        />
        <SelectField
          label={t('mediaLibrary.type')}
          value={contentType ?? ''}
          onChange={(event) => setParam('type', event.target.value)}
          options={[
            { value: '', label: t('mediaLibrary.allTypes') },
            ...uploadContentTypes.map((type) => ({ value: type, label: t(`mediaLibrary.types.${type}`) })),
          ]}
        />
      </div>
      {list.data === undefined && list.isPending ? (
        <Spinner label={t('mediaLibrary.loading')} />
      ) : list.data === undefined ? (
        <div className="media-library__state">
          <Alert tone="negative">
            <p>{t('mediaLibrary.failed')}</p>
            <p>{apiErrorMessage(list.error, t)}</p>
          </Alert>
          <div>
            <Button variant="secondary" onClick={() => void list.refetch()} disabled={list.isFetching}>
              {t('mediaLibrary.tryAgain')}
            </Button>
          </div>
        </div>
      ) : items.length === 0 ? (
        <p className="media-library__empty">{deferredSearch || contentType ? t('mediaLibrary.noMatch') : t('mediaLibrary.empty')}</p>
      ) : (
        <>
          <ul className="media-library__list" aria-busy={list.isFetching && !list.isFetchingNextPage}>
            {items.map((item) => (
              <MediaRow key={item.id} item={item} />
            ))}
          </ul>
          <MediaShowMore pages={list} />
        </>
      )}
    </Page>
  );
}
