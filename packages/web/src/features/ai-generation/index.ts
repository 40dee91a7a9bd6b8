export { AiCourseCreate } from './AiCourseCreate.tsx';
export { AiGenerationPanel } from './AiGenerationPanel.tsx';
export { isFollowingGeneration } from './follow-generation.ts';
export { AiLessonFromPrompt } from './AiLessonFromPrompt.tsx';
export { aiErrorMessage, tokensText } from '../../api/ai-error-message.ts';
export { AiProviderSettings } from './AiProviderSettings.tsx';
