export { DiscussionPage } from './DiscussionPage.tsx';
// The discussion calls and the settings form, for the assessment, facilitator and learner screens.
export * from './data/discussions-api.ts';
export { discussionQueryKeys } from './data/discussion-query-keys.ts';
export { ItemSettingsForm, type SharedSettings } from './settings/ItemSettingsForm.tsx';
export { useItemSettingsSession } from './settings/use-item-settings-session.ts';
export { canEditSettings } from './settings/settings-editors.ts';
// The frame the activity pages share: loading "new" or an id (settings and learner views), and the settings session that creates and moves.
export { ActivitySettingsLoader, type ActivityLoaderTexts } from './activity-page/ActivitySettingsLoader.tsx';
export { ActivityQueryView, type ActivityQueryTexts } from './activity-page/ActivityQueryView.tsx';
export { useActivitySettings, type ActivitySettingsOptions } from './activity-page/use-activity-settings.ts';
export { ItemSettingsEditor } from './activity-page/ItemSettingsEditor.tsx';
