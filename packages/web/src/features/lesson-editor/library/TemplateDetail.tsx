import type { SlideTemplateInfo, TemplateExample } from '@slidewise/core';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/primitives/Button.tsx';
import { exampleName, templatePrompt } from './template-text.ts';
import { TemplateThumbnail } from './TemplateThumbnail.tsx';

/** The detail's picture of the template: a phone screen at this fraction of its size. */
const DETAIL_PICTURE_SCALE = 0.36;

interface TemplateDetailProps {
  template: SlideTemplateInfo;
  name: string;
  description: string;
  onInsert: (example: TemplateExample | undefined) => void;
  ref?: Ref<HTMLElement>;
}

/** One template: what it looks like and is, how to write for it, and the ways to start (blank or an example). */
export function TemplateDetail({ template, name, description, onInsert, ref }: TemplateDetailProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const prompt = templatePrompt(i18n, template);
  return (
    <section className="template-library__detail" aria-labelledby={titleId} ref={ref} tabIndex={-1}>
      <h3 className="template-library__detail-title" id={titleId}>
        {name}
      </h3>
      <p className="template-library__detail-meta">
        {t(`templateLibrary.categories.${template.category}`)}
        {template.features.map((feature) => (
          <span key={feature} className="template-library__feature">
            {t(`templateLibrary.features.${feature}`)}
          </span>
        ))}
      </p>
      <div className="template-library__detail-about">
        {/* Keyed by template: another template's picture is drawn afresh, never the last one's reused. */}
        <TemplateThumbnail key={template.type} template={template} scale={DETAIL_PICTURE_SCALE} />
        <p>{description}</p>
      </div>
      <h4 className="template-library__detail-heading">{t('templateLibrary.startFrom')}</h4>
      <ul className="template-library__starts">
        <li>
          <Button
            variant="primary"
            data-start="blank"
            aria-label={t('templateLibrary.insertBlankNamed', { name })}
            onClick={() => onInsert(undefined)}
          >
            {t('templateLibrary.blank')}
          </Button>
        </li>
        {template.examples.map((example) => {
          const shownName = exampleName(i18n, template, example);
          return (
            <li key={`${example.subtype}-${example.name}`}>
              {/* The new slide is named as the button reads, in the author's language. */}
              <Button
                variant="secondary"
                aria-label={t('templateLibrary.insertExampleNamed', { name: shownName })}
                onClick={() => onInsert({ ...example, name: shownName })}
              >
                {shownName}
              </Button>
            </li>
          );
        })}
      </ul>
      {prompt ? (
        <details className="template-library__prompt">
          <summary>{t('templateLibrary.writingTips')}</summary>
          <p>{prompt}</p>
        </details>
      ) : null}
    </section>
  );
}
