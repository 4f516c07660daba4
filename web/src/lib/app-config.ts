import type { PublicConfig } from '@quran-assistant/api/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** GET /api/config as the shell uses it: footer links, sign-in options, the alternative assistant. */
export interface AppConfig extends Omit<PublicConfig, 'alternativeAssistantUrl' | 'limits'> {
  alternativeAssistantUrl: string;
}

// An external ChatGPT-based assistant, offered when the server names none.
export const defaultAlternativeAssistantUrl = 'https://chatgpt.com/';

/** The config the shell works with: the server's, or safe defaults while it loads or when the server is unreachable. */
export function toAppConfig(response: PublicConfig | undefined): AppConfig {
  return {
    googleClientId: response?.googleClientId ?? null,
    emailEnabled: response?.emailEnabled ?? false,
    alternativeAssistantUrl: response?.alternativeAssistantUrl ?? defaultAlternativeAssistantUrl,
    authorName: response?.authorName ?? null,
    authorUrl: response?.authorUrl ?? null,
    builtWithAiUrl: response?.builtWithAiUrl ?? null,
    supportEmail: response?.supportEmail ?? null,
  };
}

export async function getAppConfig(): Promise<AppConfig> {
  return toAppConfig(await api.get<PublicConfig>('/api/config'));
}

export function getAppConfigQueryOptions() {
  return queryOptions({ queryKey: ['app-config'], queryFn: getAppConfig });
}

export function useAppConfig(): AppConfig {
  const { data } = useQuery(getAppConfigQueryOptions());
  return data ?? toAppConfig(undefined);
}
