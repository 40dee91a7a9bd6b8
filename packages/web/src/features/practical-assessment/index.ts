export { PracticalAssessmentPage } from './PracticalAssessmentPage.tsx';
// The observation calls (the learner's results page reads them) and the settings form and editor frame the virtual classroom shares.
export * from './data/observations-api.ts';
export { SessionSettingsForm } from './settings/SessionSettingsForm.tsx';
export { SessionLessonEditor } from './settings/SessionLessonEditor.tsx';
