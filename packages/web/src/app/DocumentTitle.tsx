import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { routeHandle } from './route-handle.ts';

/** The tab shows the page's title, so history and tabs say where each one leads. */
export function DocumentTitle() {
  const { t } = useTranslation();
  const handle = useMatches()
    .map(routeHandle)
    .filter((handle) => handle !== undefined)
    .at(-1);
  const pageTitle = handle?.title ? handle.title(t) : handle?.page ? t(`pages.${handle.page}.title`) : undefined;
  const title = pageTitle ? `${pageTitle} · ${t('app.name')}` : t('app.name');

  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
