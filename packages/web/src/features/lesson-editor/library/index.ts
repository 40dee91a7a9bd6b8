// The template library of the lesson editor: as a modal dialog, or as a panel to place in a layout.
//
//   <TemplateLibraryDialog open onClose templates={served.items} currentTemplateIndex={state.currentTemplateIndex}
//     onCurrentTemplateChange={…} onInsert={(slides) => …} newId={…} lessonId={lessonId} />
//
// `templates` are the plan's catalogue from GET /api/slide-templates; `currentTemplateIndex` indexes it.
// With `lessonId` the dialog also offers slides of the account's other lessons. `onInsert` is given new
// slides with fresh ids (another lesson's slides as copies, exit slides left out); the dialog then closes.
export { TemplateLibrary, type TemplateLibraryProps } from './TemplateLibrary.tsx';
export { TemplateLibraryDialog } from './TemplateLibraryDialog.tsx';
export { OtherLessonSlides } from './OtherLessonSlides.tsx';
export { startSlide } from './start-slide.ts';
// A template's name, description, writing tips and example names in the author's language.
export { exampleName, templatePrompt, templateText } from './template-text.ts';
