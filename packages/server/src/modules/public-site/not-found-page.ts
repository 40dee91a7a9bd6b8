import { html } from './html-text.ts';
import { pageTexts } from './page-text.ts';
import { renderPage, type PublicSiteSettings } from './page-shell.ts';
import type { PageVariant } from './page-variant.ts';

/** The 404 of the public site: a page in the site's own look, saying no more than that there is none. */
export function renderNotFoundPage(site: PublicSiteSettings, variant: PageVariant): string {
  const text = pageTexts[variant.language];
  return renderPage({
    site: { ...site, scripts: { playerStyles: [] } },
    variant,
    metadata: { title: text.notFoundTitle, description: text.notFoundText, image: '', canonicalUrl: site.publicUrl, structuredData: {} },
    branding: null,
    accountName: '',
    preview: { courseId: '', isEdapp: false, lessonOnly: false },
    body: html`<h1>${text.notFoundTitle}</h1><p>${text.notFoundText}</p>`,
  });
}
