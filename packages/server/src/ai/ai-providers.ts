import type { LanguageModel, SpeechModel } from 'ai';

/** Which API the configured models speak (AI_PROVIDER); `mock` is the test servers' deterministic model. */
export type AiProviderKind = 'openai' | 'openai-compatible' | 'anthropic' | 'mock';

/** The server's own AI settings (AI_PROVIDER, AI_BASE_URL, AI_API_KEY, AI_MODEL); undefined when none is configured. */
export interface AiSettings {
  provider: AiProviderKind;
  /** The endpoint, for OpenAI-compatible servers (Azure, Ollama, vLLM, llama.cpp); undefined uses the provider's own. */
  baseUrl?: string | undefined;
  apiKey?: string | undefined;
  model: string;
  /** The speech (text-to-speech) model for narration, when the provider has one (AI_SPEECH_MODEL). */
  speechModel?: string | undefined;
}

/**
 * Where every AI feature gets its models (issue 17): the account's own key when its owner set one, else
 * the server's settings; null when neither is configured, so the feature can say what to configure.
 * Tests give buildApp one made of the AI SDK's mock models (ai/test).
 */
export interface AiProviders {
  languageModel(accountId: string): Promise<LanguageModel | null>;
  speechModel(accountId: string): Promise<SpeechModel | null>;
}
