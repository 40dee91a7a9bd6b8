import { useState } from 'react';
import { usePlayerText } from '../../i18n/player-language.tsx';
import { packageUrl } from '../../package-runtime/package-address.ts';
import { usePackageOrigin } from '../../package-runtime/package-origin.tsx';
import { MediaUnavailable } from '../../ui/MediaUnavailable.tsx';
import { packageName, PackageSlide, type PackageData } from '../../ui/PackageSlide.tsx';
import { text } from '../../ui/read-data.ts';
import { usePageProbe } from '../../ui/use-page-probe.ts';
import type { SlideRendererProps } from '../renderer.ts';
import { directLaunchPage } from '../scorm/launch.ts';

/**
 * An AICC package: its cover, then for a learner the package's launch page in a sandboxed frame. AICC
 * reports through HTTP (HACP) to a service the server does not offer yet, so the slide reports nothing
 * and never holds the learner back; a package given as a .zip cannot be started here (its launch page is
 * named in course-structure files the player cannot list), and a launch page that cannot be reached says
 * so with a retry.
 */
export default function AiccRenderer({ slide, data, template, state, mode, onDone }: SlideRendererProps<PackageData>) {
  const t = usePlayerText();
  const packageOrigin = usePackageOrigin();
  const address = text(data.package);
  // A stored package plays from the package origin, never the app's (issue 11); an https page as it is.
  const url = packageOrigin ? packageUrl(address, packageOrigin) : null;
  const page = url && directLaunchPage(url.href);
  const stage =
    mode !== 'play' ? undefined : packageOrigin === undefined ? (
      <p className="sw-caption" role="status">
        {t('slide.loading')}
      </p>
    ) : page ? (
      <AiccStage page={page} name={packageName(address) || template.displayName} />
    ) : (
      <MediaUnavailable thing="package" />
    );
  return (
    <PackageSlide type={slide.type} state={state} template={template} data={data} onDone={onDone} stage={stage} reportsCompletion={false} />
  );
}

function AiccStage({ page, name }: { page: string; name: string }) {
  const t = usePlayerText();
  const [attempt, setAttempt] = useState(0);
  const url = new URL(page);
  const reach = usePageProbe(url, attempt);
  if (reach === 'unreachable') return <MediaUnavailable thing="package" onRetry={() => setAttempt((count) => count + 1)} />;
  return (
    <iframe
      key={attempt}
      className="sw-external__frame sw-package__frame"
      src={url.href}
      title={t('package.frameTitle', { name })}
      // allow-same-origin gives the package the package origin, which holds nothing of the app.
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
    />
  );
}
