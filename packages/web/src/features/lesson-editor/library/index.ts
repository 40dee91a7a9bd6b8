// The template library of the lesson editor: as a modal dialog, or as a panel to place in a layout.
//
//   <TemplateLibraryDialog open onClose templates={served.items} currentTemplateIndex={state.currentTemplateIndex}
//     onCurrentTemplateChange={…} onInsert={(slides) => …} />
//
// `templates` are the plan's catalogue from GET /api/slide-templates; `currentTemplateIndex` indexes it.
export { TemplateLibrary, type TemplateLibraryProps } from './TemplateLibrary.tsx';
export { TemplateLibraryDialog } from './TemplateLibraryDialog.tsx';
export { startSlide } from './start-slide.ts';
