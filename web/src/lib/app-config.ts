import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** Public settings of GET /api/config that the shell needs (footer links, alternative assistant). */
export interface AppConfig {
  googleClientId: string | null;
  /** The server sends email: addresses can be verified and passwords reset by a link. */
  emailEnabled: boolean;
  alternativeAssistantUrl: string;
  authorName: string | null;
  authorUrl: string | null;
  builtWithAiUrl: string | null;
  /** Where visitors can write to the team (contact page). */
  supportEmail: string | null;
}

// An external ChatGPT-based assistant (spec §1) when the server names none.
export const defaultAlternativeAssistantUrl = 'https://chatgpt.com/';

interface AppConfigResponse {
  googleClientId?: string | null;
  emailEnabled?: boolean;
  alternativeAssistantUrl?: string | null;
  authorName?: string | null;
  authorUrl?: string | null;
  builtWithAiUrl?: string | null;
  supportEmail?: string | null;
  links?: { alternativeAssistant?: string | null; author?: string | null; builtWithAi?: string | null };
}

export function toAppConfig(response: AppConfigResponse | undefined): AppConfig {
  return {
    googleClientId: response?.googleClientId || null,
    emailEnabled: response?.emailEnabled === true,
    alternativeAssistantUrl:
      response?.alternativeAssistantUrl || response?.links?.alternativeAssistant || defaultAlternativeAssistantUrl,
    authorName: response?.authorName || null,
    authorUrl: response?.authorUrl || response?.links?.author || null,
    builtWithAiUrl: response?.builtWithAiUrl || response?.links?.builtWithAi || null,
    supportEmail: response?.supportEmail || null,
  };
}

export async function getAppConfig(): Promise<AppConfig> {
  return toAppConfig(await api.get<AppConfigResponse>('/api/config'));
}

export function getAppConfigQueryOptions() {
  return queryOptions({ queryKey: ['app-config'], queryFn: getAppConfig });
}

/** The config, or safe defaults while it loads or when the server is unreachable. */
export function useAppConfig(): AppConfig {
  const { data } = useQuery(getAppConfigQueryOptions());
  return data ?? toAppConfig(undefined);
}
