// What the activity kinds (discussion, assessment, observation, conference) share. Each kind's feature
// describes itself as an ActivityKind (its kind.ts) and draws its settings page with ActivitySettingsPage;
// the learner pages load through ActivityQueryView; the moderation overview lists the kinds learners write in.
export type { ActivityKind } from './activity-kind.ts';
export { ActivitySettingsPage } from './page/ActivitySettingsPage.tsx';
export { ActivityQueryView } from './page/ActivityQueryView.tsx';
export { PostActivityFields } from './settings/PostActivityFields.tsx';
export { TitleField } from './settings/TitleField.tsx';
export { fromLocalInput, toLocalInput } from './settings/planning-input.ts';
export { ModerationOverview } from './moderation/ModerationOverview.tsx';
export { ModerationPage } from './moderation/ModerationPage.tsx';
