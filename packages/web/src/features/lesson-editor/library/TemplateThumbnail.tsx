import { defaultSlide, type SlideTemplateInfo } from '@slidewise/core';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SlideMiniature } from '../preview/SlideMiniature.tsx';

/**
 * What a template looks like: its first example drawn by the player, small and still, once it comes
 * into view. A template without examples shows nothing.
 */
export const TemplateThumbnail = memo(function TemplateThumbnail({ template, scale }: { template: SlideTemplateInfo; scale: number }) {
  const { i18n } = useTranslation();
  const example = template.examples[0];
  const slide = useMemo(
    () =>
      example
        ? defaultSlide({
            id: `example-${template.type}`,
            type: template.type,
            subtype: example.subtype,
            name: example.name,
            data: example.data,
          })
        : undefined,
    [template.type, example],
  );
  if (!slide) return null;
  return (
    <span className="template-library__thumbnail">
      <SlideMiniature slide={slide} language={i18n.resolvedLanguage ?? i18n.language} scale={scale} />
    </span>
  );
});
