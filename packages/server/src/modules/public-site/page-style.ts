import { brandBlueAccent, designTokens, themeColorScheme } from '@slidewise/core';
import type { PublicTheme } from './page-variant.ts';

// The public pages' own small stylesheet, sent inline: a stranger's phone renders the page from the one
// HTML answer, without waiting for the web app's styles or scripts. Colours come from core's tokens.

/** Only a plain hex colour reaches the stylesheet: an account's brand colour cannot carry other CSS. */
export const isHexColor = (value: string) => /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);

function themeVariables(theme: PublicTheme, brandAccent: string | undefined): string {
  const scheme = themeColorScheme(theme);
  const colors = designTokens.colors[scheme];
  const accent = brandAccent ?? (theme.startsWith('sc-') ? brandBlueAccent[scheme] : colors.accent).default;
  return [
    `--page-bg:${colors.bg}`,
    `--page-surface:${colors.surface}`,
    `--page-surface2:${colors.surface2}`,
    `--page-text:${colors.inverse}`,
    `--page-muted:color-mix(in srgb,${colors.inverse} 70%,${colors.surface})`,
    `--page-border:color-mix(in srgb,${colors.inverse} 18%,${colors.surface})`,
    `--page-accent:${accent}`,
    `--page-focus:${colors.focus}`,
    `color-scheme:${scheme}`,
  ].join(';');
}

const layout = `
*{box-sizing:border-box}
body{margin:0;background:var(--page-bg);color:var(--page-text);font:400 16px/1.5 ${designTokens.typography.fontFamily}}
a{color:var(--page-accent)}
a:focus-visible,button:focus-visible{outline:3px solid var(--page-focus);outline-offset:2px}
.site-bar{display:flex;align-items:center;justify-content:space-between;gap:16px;min-height:${designTokens.navBarHeightPx}px;padding:8px 16px;background:var(--page-surface);border-bottom:1px solid var(--page-border)}
.site-bar__brand{display:flex;align-items:center;gap:8px;color:var(--page-text);font-weight:700;text-decoration:none}
.site-bar__brand img{max-height:32px;max-width:160px}
.site-bar__links{display:flex;gap:16px}
main{max-width:960px;margin:0 auto;padding:24px 16px}
.course-hero{display:grid;gap:24px}
@media (min-width:48rem){.course-hero--with-image{grid-template-columns:2fr 3fr;align-items:start}}
.course-hero img{width:100%;height:auto;aspect-ratio:16/9;object-fit:cover;border-radius:8px;background:var(--page-surface2)}
h1{margin:0 0 8px;font-size:1.75rem;line-height:1.25}
h2{font-size:1.25rem;margin:32px 0 12px}
.muted{color:var(--page-muted)}
.lessons{list-style:none;margin:0;padding:0;display:grid;gap:8px}
.lesson{display:flex;justify-content:space-between;align-items:center;gap:12px;padding:12px 16px;background:var(--page-surface);border:1px solid var(--page-border);border-radius:8px}
.lesson p{margin:4px 0 0}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:8px 16px;border-radius:4px;border:1px solid var(--page-accent);background:var(--page-accent);color:#fff;font-weight:600;text-decoration:none;white-space:nowrap}
.button--secondary{background:transparent;color:var(--page-accent)}
.cta{margin-top:32px;padding:24px;background:var(--page-surface);border:1px solid var(--page-border);border-radius:8px}
.cta__actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:12px}
.site-footer{padding:24px 16px;text-align:center}
.public-player{min-height:70vh}
.public-player__status{padding:24px;text-align:center}
.lesson-top{display:flex;align-items:center;gap:12px;margin-bottom:12px}
.lesson-top h1{font-size:1.25rem;margin:0}
body.embedded main{padding:12px}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
@media (max-width:36rem){body{font-size:14px}main{padding:16px 12px}.lesson{flex-direction:column;align-items:stretch}}
`;

export function pageStyle(theme: PublicTheme, brandAccent: string | undefined): string {
  return `:root{${themeVariables(theme, brandAccent && isHexColor(brandAccent) ? brandAccent : undefined)}}${layout.replace(/\n/g, '')}`;
}
