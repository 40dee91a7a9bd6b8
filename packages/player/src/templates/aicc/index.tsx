import { usePlayerText } from '../../i18n/player-language.tsx';
import { packageName, PackageSlide, type PackageData } from '../../ui/PackageSlide.tsx';
import { text } from '../../ui/read-data.ts';
import type { SlideRendererProps } from '../renderer.ts';
import { directLaunchPage } from '../scorm/launch.ts';

/**
 * An AICC package: its cover, then for a learner the package's launch page in a sandboxed frame. AICC
 * reports through HTTP (HACP) to a service the server does not offer yet, so the slide reports nothing
 * and never holds the learner back; a package given as a .zip cannot be started here (its launch page is
 * named in course-structure files the player cannot list), which the slide says.
 */
export default function AiccRenderer({ slide, data, template, state, mode, onDone }: SlideRendererProps<PackageData>) {
  const t = usePlayerText();
  const address = text(data.package);
  const page = directLaunchPage(address);
  const name = packageName(address) || template.displayName;
  const stage =
    mode !== 'play' ? undefined : page ? (
      <iframe
        className="sw-external__frame sw-package__frame"
        src={new URL(page, window.location.href).href}
        title={t('package.frameTitle', { name })}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
      />
    ) : (
      <p className="sw-notice__text" role="alert">
        {t('package.unavailable')}
      </p>
    );
  return (
    <PackageSlide type={slide.type} state={state} template={template} data={data} onDone={onDone} stage={stage} reportsCompletion={false} />
  );
}
