import type { CSSProperties } from 'react';
import { Outlet, useSearchParams } from 'react-router';
import { useAccountBranding } from '../../account/index.ts';
import { THEME_URL_PARAMETER } from '../../../ui/themes/theme-choice.ts';
import { brandingStyle } from './branding-style.ts';
import './learner-branding.css';

/**
 * The learner pages inside the account's branding (issue 14): its theme (ed or sc, light or dark) and
 * accent colour. Until the branding arrives, or when it fails, the pages show in the user's own theme; a
 * `?theme=` in the address still wins, as everywhere.
 */
export function LearnerBranding() {
  const branding = useAccountBranding().data;
  const [searchParams] = useSearchParams();
  const themeAsked = searchParams.has(THEME_URL_PARAMETER);
  if (!branding) return <Outlet />;
  return (
    <div
      className="learner-branding"
      data-theme={themeAsked ? undefined : `${branding.themeFamily}-${branding.colorScheme}`}
      style={brandingStyle(branding.accentColor) as CSSProperties}
    >
      <Outlet />
    </div>
  );
}
