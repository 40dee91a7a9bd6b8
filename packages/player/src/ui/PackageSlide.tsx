import type { SlideTemplateInfo } from '@slidewise/core';
import { useState, type ReactNode } from 'react';
import { usePlayerText } from '../i18n/player-language.tsx';
import type { PreviewState } from '../templates/renderer.ts';
import { DoneButton } from './DoneButton.tsx';
import { SlideImage } from './Media.tsx';
import { flag, oneOf, text } from './read-data.ts';
import { SlideFrame } from './SlideFrame.tsx';

const buttonPositions = ['Below', 'Overlay Bottom', 'Overlay Top', 'None'] as const;

export interface PackageData {
  package: string;
  isRequiredForLessonCompletion: boolean;
  background: string;
  buttonText: string;
  buttonPosition: (typeof buttonPositions)[number];
}

/** The file name at the end of a package's address, for a person to recognise it. */
export function packageName(address: string): string {
  const path = address.split(/[?#]/)[0] ?? '';
  const last = path.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

interface PackageSlideProps {
  type: string;
  state: PreviewState;
  template: SlideTemplateInfo;
  data: Partial<PackageData>;
  onDone?: () => void;
  /**
   * What plays once the learner opens the package (play mode); without it the editor's card names the
   * package instead.
   */
  stage?: ReactNode;
  /** The package's reported status in words (Completed, Passed, …), once it reported one. */
  status?: string;
  /** Whether the package has reported it is complete: a required package holds the done button till then. */
  completed?: boolean;
  /** False when the package cannot report completion (AICC without its HACP service): nothing is held. */
  reportsCompletion?: boolean;
}

/**
 * A SCORM or AICC package: its cover (background and launch button where the author put it), then the
 * package itself (`stage`) for a learner; in the editor a card names the package instead, so the author
 * sees which one the slide holds without starting it.
 */
export function PackageSlide({
  type,
  state,
  template,
  data,
  onDone,
  stage,
  status,
  completed = false,
  reportsCompletion = true,
}: PackageSlideProps) {
  const t = usePlayerText();
  const position = oneOf(data.buttonPosition, buttonPositions, 'Below');
  // "None" opens the package straight away, so its slide starts open.
  const [opened, setOpened] = useState(state !== 'prompt' || position === 'None');
  const name = packageName(text(data.package));
  const required = flag(data.isRequiredForLessonCompletion, true);
  const background = text(data.background);
  const launch = (
    <button type="button" className="sw-button sw-button--primary sw-package__launch" onClick={() => setOpened(true)}>
      {text(data.buttonText) || template.displayName}
    </button>
  );

  return (
    <SlideFrame
      type={type}
      state={state}
      footer={<DoneButton template={template} onDone={onDone} disabled={Boolean(stage) && reportsCompletion && required && !completed} />}
    >
      {required ? <p className="sw-package__badge">{t('package.required')}</p> : null}
      {status ? (
        <p className={`sw-package__badge${completed ? ' sw-package__badge--done' : ''}`} role="status">
          {status}
        </p>
      ) : null}
      {opened && stage ? (
        stage
      ) : opened ? (
        <section className="sw-package__stage" aria-label={name || template.displayName}>
          <span className="sw-package__icon" aria-hidden="true">
            ▶
          </span>
          <p className="sw-title">{t('package.notPlayable')}</p>
          {name ? <p className="sw-caption">{t('package.file', { name })}</p> : null}
          {state === 'answered' ? <p className="sw-package__badge sw-package__badge--done">{t('package.completed')}</p> : null}
        </section>
      ) : (
        <div className={`sw-package__cover sw-package__cover--${position.toLowerCase().replace(/\s+/g, '-')}`}>
          <div className="sw-package__art">
            {background ? (
              <SlideImage className="sw-package__background" src={background} alt="" />
            ) : (
              <div className="sw-package__background sw-package__background--plain" />
            )}
            {position !== 'Below' ? launch : null}
          </div>
          {name ? <p className="sw-caption sw-package__name">{t('package.file', { name })}</p> : null}
          {position === 'Below' ? launch : null}
        </div>
      )}
    </SlideFrame>
  );
}
