// What the activity kinds (discussion, assessment, observation, conference) share: loading an item's page
// ("new" or an id), its settings session and forms, the learner views' loading, and the moderation overview.
export { ActivitySettingsLoader, type ActivityLoaderTexts } from './page/ActivitySettingsLoader.tsx';
export { ActivityQueryView, type ActivityQueryTexts } from './page/ActivityQueryView.tsx';
export { ItemSettingsEditor } from './page/ItemSettingsEditor.tsx';
export { SessionLessonEditor } from './page/SessionLessonEditor.tsx';
export { useActivitySettings, type ActivitySettingsOptions } from './settings/use-activity-settings.ts';
export { useItemSettingsSession } from './settings/use-item-settings-session.ts';
export { ItemSettingsForm, type SharedSettings } from './settings/ItemSettingsForm.tsx';
export { SessionSettingsForm } from './settings/SessionSettingsForm.tsx';
export { canEditSettings } from './settings/settings-editors.ts';
export { fromLocalInput, toLocalInput } from './settings/planning-input.ts';
// The facilitator's way in (issue 6): the "To moderate" overview and its page.
export { ModerationOverview } from './moderation/ModerationOverview.tsx';
export { ModerationPage } from './moderation/ModerationPage.tsx';
