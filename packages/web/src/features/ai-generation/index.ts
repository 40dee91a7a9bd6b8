export { AiCourseCreate } from './AiCourseCreate.tsx';
export { AiGenerationPanel } from './AiGenerationPanel.tsx';
export { AiLessonFromPrompt } from './AiLessonFromPrompt.tsx';
export { aiErrorMessage, tokensText } from '../../api/ai-error-message.ts';
export { AiProviderSettings } from './AiProviderSettings.tsx';
