import { PackageSlide, type PackageData } from '../../ui/PackageSlide.tsx';
import type { SlideRendererProps } from '../renderer.ts';

/** An AICC package's cover and place in the slide. */
export default function AiccRenderer({ slide, data, template, state, onDone }: SlideRendererProps<PackageData>) {
  return <PackageSlide type={slide.type} state={state} template={template} data={data} onDone={onDone} />;
}
