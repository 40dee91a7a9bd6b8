export { PracticalAssessmentPage } from './PracticalAssessmentPage.tsx';
// The observation calls (the learner's results page reads them) and the settings form the virtual classroom shares.
export * from './data/observations-api.ts';
export { SessionSettingsForm } from './settings/SessionSettingsForm.tsx';
