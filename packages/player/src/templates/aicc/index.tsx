import { useEffect, useState } from 'react';
import { usePlayerText } from '../../i18n/player-language.tsx';
import { packageUrl } from '../../package-runtime/package-address.ts';
import { type PackageDataStore, usePackageDataStore } from '../../package-runtime/package-data-store.tsx';
import { usePackageOrigin } from '../../package-runtime/package-origin.tsx';
import { MediaUnavailable } from '../../ui/MediaUnavailable.tsx';
import { packageName, PackageSlide, type PackageData } from '../../ui/PackageSlide.tsx';
import { text } from '../../ui/read-data.ts';
import { usePageProbe } from '../../ui/use-page-probe.ts';
import type { SlideRendererProps } from '../renderer.ts';
import { directLaunchPage } from '../scorm/launch.ts';

/**
 * An AICC package: its cover, then for a learner the package's launch page in a sandboxed frame, launched
 * with the HACP parameters of a session of its own (AICC_SID, AICC_URL) when the lesson keeps package data:
 * the unit then reports its status and score to the server itself, which records the slide's result. The
 * slide waits for no report and never holds the learner back; a package given as a .zip cannot be started
 * here (import it: the import reads its course-structure files), and a launch page that cannot be reached
 * says so with a retry.
 */
export default function AiccRenderer({ slide, data, template, state, mode, onDone }: SlideRendererProps<PackageData>) {
  const t = usePlayerText();
  const packageOrigin = usePackageOrigin();
  const store = usePackageDataStore();
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
      <AiccStage page={page} slideId={slide.id} store={store} name={packageName(address) || template.displayName} />
    ) : (
      <MediaUnavailable thing="package" />
    );
  return (
    <PackageSlide type={slide.type} state={state} template={template} data={data} onDone={onDone} stage={stage} reportsCompletion={false} />
  );
}

/** The launch page with this launch's HACP parameters, undefined while they are asked for. */
function useHacpLaunch(page: string, slideId: string, store: PackageDataStore | null): URL | undefined {
  const [launch, setLaunch] = useState<URL | undefined>(() => (store ? undefined : new URL(page)));
  useEffect(() => {
    if (!store) return;
    let current = true;
    store.startAiccSession(slideId).then(
      ({ sessionId, aiccUrl }) => {
        const url = new URL(page);
        url.searchParams.set('aicc_sid', sessionId);
        url.searchParams.set('aicc_url', aiccUrl);
        if (current) setLaunch(url);
      },
      // Without a session the unit still plays; it only cannot report.
      () => current && setLaunch(new URL(page)),
    );
    return () => {
      current = false;
    };
  }, [page, slideId, store]);
  return launch;
}

function AiccStage({ page, slideId, store, name }: { page: string; slideId: string; store: PackageDataStore | null; name: string }) {
  const t = usePlayerText();
  const [attempt, setAttempt] = useState(0);
  const launch = useHacpLaunch(page, slideId, store);
  const reach = usePageProbe(new URL(page), attempt);
  if (reach === 'unreachable') return <MediaUnavailable thing="package" onRetry={() => setAttempt((count) => count + 1)} />;
  if (!launch)
    return (
      <p className="sw-caption" role="status">
        {t('slide.loading')}
      </p>
    );
  return (
    <iframe
      key={attempt}
      className="sw-external__frame sw-package__frame"
      src={launch.href}
      title={t('package.frameTitle', { name })}
      // allow-same-origin gives the package the package origin, which holds nothing of the app.
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
    />
  );
}
