import { html, jsonForScriptElement, trustedMarkup, type Markup } from './html-text.ts';
import { pageStyle } from './page-style.ts';
import { pageTexts } from './page-text.ts';
import type { PageVariant } from './page-variant.ts';
import type { SiteBranding } from './public-course.ts';

/** The site-wide settings the public pages are rendered with. */
export interface PublicSiteSettings {
  publicUrl: string;
  siteName: string;
  /** '@handle' for twitter:site, or '' for none. */
  twitterHandle: string;
  /** The built scripts of the public site (from the web build's manifest); absent when the web app is not built. */
  scripts: { page?: string; player?: string; playerStyles: readonly string[] };
}

/** Social-sharing metadata (authoring §1: title, description, image, url, site name, twitter handle). */
export interface PageMetadata {
  title: string;
  description: string;
  /** An absolute address, or '' for none. */
  image: string;
  canonicalUrl: string;
  structuredData: Record<string, unknown>;
}

/** What the page script needs to record the Public Preview event (authoring §2). */
export interface PreviewFlags {
  courseId: string;
  isEdapp: boolean;
  lessonOnly: boolean;
}

interface ShellInput {
  site: PublicSiteSettings;
  variant: PageVariant;
  metadata: PageMetadata;
  branding: SiteBranding | null;
  accountName: string;
  preview: PreviewFlags;
  body: Markup;
  /** The player's script and styles, on lesson pages. */
  withPlayer?: boolean;
}

// The platform's own favicon, inline so a page needs no request for it; the branded variant has the account's.
const defaultFavicon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#6559ff"/><text x="16" y="23" font-family="sans-serif" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">S</text></svg>',
)}`;

/** A whole public page: the head every unfurler reads without running JavaScript, the chrome, the body. */
export function renderPage({ site, variant, metadata, branding, accountName, preview, body, withPlayer = false }: ShellInput): string {
  const text = pageTexts[variant.language];
  const siteName = branding ? accountName : site.siteName;
  const favicon = branding?.favicon ? absoluteUrl(site.publicUrl, branding.favicon) : defaultFavicon;
  const twitter = site.twitterHandle;
  const page = html`<!doctype html>
<html lang="${variant.language}" data-theme="${variant.theme}"${branding ? trustedMarkup(' data-branded="true"') : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${metadata.title} · ${siteName}</title>
<meta name="description" content="${metadata.description}">
<link rel="canonical" href="${metadata.canonicalUrl}">
<link rel="icon" href="${favicon}">
<meta property="og:type" content="website">
<meta property="og:locale" content="${variant.language.replace('-', '_')}">
<meta property="og:site_name" content="${siteName}">
<meta property="og:title" content="${metadata.title}">
<meta property="og:description" content="${metadata.description}">
<meta property="og:url" content="${metadata.canonicalUrl}">
${metadata.image ? html`<meta property="og:image" content="${metadata.image}">\n` : ''}<meta name="twitter:card" content="${metadata.image ? 'summary_large_image' : 'summary'}">
${twitter ? html`<meta name="twitter:site" content="${twitter}">\n` : ''}<meta name="twitter:title" content="${metadata.title}">
<meta name="twitter:description" content="${metadata.description}">
${metadata.image ? html`<meta name="twitter:image" content="${metadata.image}">\n` : ''}<script type="application/ld+json">${trustedMarkup(jsonForScriptElement(metadata.structuredData))}</script>
<style>${trustedMarkup(pageStyle(variant.theme, branding?.accentColor))}</style>
${withPlayer ? site.scripts.playerStyles.map((href) => html`<link rel="stylesheet" href="${href}">`) : []}
${site.scripts.page ? html`<script type="module" src="${site.scripts.page}"></script>` : ''}
${withPlayer && site.scripts.player ? html`<script type="module" src="${site.scripts.player}"></script>` : ''}
</head>
<body class="${variant.embed ? 'embedded' : ''}" data-preview="${jsonForScriptElement(preview)}">
${variant.embed ? '' : siteBar(site, branding, accountName, text)}
<main id="main">${body}</main>
${variant.embed ? '' : html`<footer class="site-footer muted">${branding ? text.poweredBy : site.siteName}</footer>`}
</body>
</html>
`;
  return page.value;
}

function siteBar(site: PublicSiteSettings, branding: SiteBranding | null, accountName: string, text: (typeof pageTexts)['en-US']): Markup {
  // The branded variant names the account everywhere, screen readers' landmarks included.
  const shownName = branding ? accountName : site.siteName;
  const brand = branding?.logo
    ? html`<img src="${absoluteUrl(site.publicUrl, branding.logo)}" alt="${accountName}">`
    : html`<span>${shownName}</span>`;
  return html`<header class="site-bar"><span class="site-bar__brand">${brand}</span><nav class="site-bar__links" aria-label="${shownName}"><a href="/sign-in">${text.signIn}</a><a href="/sign-up">${text.signUp}</a></nav></header>`;
}

/** An image reference as an absolute address (Open Graph needs one): our own paths get the public address. */
export function absoluteUrl(publicUrl: string, reference: string): string {
  return reference.startsWith('/') && !reference.startsWith('//') ? `${publicUrl}${reference}` : reference;
}
