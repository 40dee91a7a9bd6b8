import type { MediaItem, UploadContentType } from '@slidewise/core';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../api/api-error-message.ts';
import { Alert } from '../primitives/Alert.tsx';
import { Button } from '../primitives/Button.tsx';
import { Dialog } from '../primitives/Dialog.tsx';
import { Spinner } from '../primitives/Spinner.tsx';
import { TextField } from '../primitives/TextField.tsx';
import { filesOf, formatBytes, thumbnailOf, useMediaPages } from './media-list-query.ts';
import { MediaShowMore } from './MediaShowMore.tsx';

interface MediaLibraryPickerProps {
  contentType: UploadContentType;
  onChoose: (item: MediaItem) => void;
  onClose: () => void;
}

/**
 * "Choose from library": the account's files of the field's content type, searchable and a page at a time
 * ("Show more", as on the /media page); one click reuses one.
 */
export function MediaLibraryPicker({ contentType, onChoose, onClose }: MediaLibraryPickerProps) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const list = useMediaPages(deferredSearch, contentType);
  const items = filesOf(list);
  return (
    <Dialog
      open
      title={t('upload.library.title')}
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('upload.library.close')}
        </Button>
      }
    >
      <TextField label={t('upload.library.search')} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      {/* Only the first page decides the state: a failed "Show more" is said under the files, which stay. */}
      {list.data === undefined && list.isPending ? (
        <Spinner label={t('upload.library.loading')} />
      ) : list.data === undefined ? (
        <Alert tone="negative">
          {apiErrorMessage(list.error, t)}{' '}
          <Button variant="quiet" onClick={() => void list.refetch()}>
            {t('upload.library.tryAgain')}
          </Button>
        </Alert>
      ) : items.length === 0 ? (
        <p className="upload-picker__empty">{deferredSearch ? t('upload.library.noMatch') : t('upload.library.empty')}</p>
      ) : (
        <>
          <ul className="upload-picker__list" aria-busy={list.isFetching && !list.isFetchingNextPage}>
            {items.map((item) => {
              const thumbnail = thumbnailOf(item);
              return (
                <li key={item.id}>
                  <button type="button" className="upload-picker__item" onClick={() => onChoose(item)}>
                    {thumbnail ? <img className="upload-picker__thumb" src={thumbnail} alt="" loading="lazy" /> : null}
                    <span className="upload-picker__name">{item.name}</span>
                    <span className="upload-picker__size">{formatBytes(item.size, i18n.language)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          <MediaShowMore pages={list} />
        </>
      )}
    </Dialog>
  );
}
