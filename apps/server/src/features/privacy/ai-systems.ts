import type { Config } from '../../config';
import { type PrivacyConfig, privacyInfo } from './privacy.service';

/** One AI system this installation uses, as the client is told about it. */
export interface AiSystem {
  purpose: 'llm' | 'embeddings' | 'web_search';
  /** Who runs it: a provider's name, or 'Server interno' when nothing leaves the operator's network. */
  provider: string;
  /** 'UE', 'extra-UE', 'self-hosted' or 'non determinabile' (features/privacy). */
  location: string;
  /** The model's name as configured (model and embeddings only). */
  model: string | null;
}

/**
 * The AI systems in use, from the configuration the server actually runs with: the same processors the
 * privacy notice lists (model, embeddings, web search), with the models' names. Empty when no model,
 * embeddings or web search provider is configured: Brocardo then answers extractively, from its own
 * legal database, and sends nothing to anyone.
 */
export function aiSystemsInUse(
  config: PrivacyConfig & Pick<Config, 'LLM_MODEL' | 'EMBEDDINGS_MODEL'>,
): AiSystem[] {
  const models: Partial<Record<AiSystem['purpose'], string | undefined>> = {
    llm: config.LLM_MODEL,
    embeddings: config.EMBEDDINGS_MODEL,
  };
  return privacyInfo(config).processors.flatMap((processor) =>
    processor.purpose === 'llm' || processor.purpose === 'embeddings' || processor.purpose === 'web_search'
      ? [
          {
            purpose: processor.purpose,
            provider: processor.name,
            location: processor.location,
            model: models[processor.purpose] ?? null,
          },
        ]
      : [],
  );
}
