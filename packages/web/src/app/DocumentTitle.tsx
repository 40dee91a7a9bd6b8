import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { routeHandle } from './route-handle.ts';

/** The tab shows the page's title, so history and tabs say where each one leads. */
export function DocumentTitle() {
  const { t } = useTranslation();
  const page = useMatches()
    .map(routeHandle)
    .filter((handle) => handle !== undefined)
    .at(-1)?.page;
  const title = page ? `${t(`pages.${page}.title`)} · ${t('app.name')}` : t('app.name');

  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
