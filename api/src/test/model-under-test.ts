import { type FakeLlmScript } from './fake-llm-answers.js';
import { FAKE_LLM_MODEL, startFakeLlmServer, type FakeLlmServer } from './fake-llm-server.js';

/**
 * The model the model-path tests talk to: a real OpenAI-compatible server when
 * REAL_LLM_BASE_URL is set (CI starts the local llama.cpp model with
 * `pnpm model:serve --detach` where the machine can run it), otherwise the
 * scripted fake on 127.0.0.1. The tests make only assertions a real model can meet.
 */
export interface ModelUnderTest {
  kind: 'real' | 'fake';
  baseUrl: string;
  model: string;
  /** Set for the fake: lets a test script slower or longer replies. */
  fake: FakeLlmServer | null;
  /** What a test may wait for one answer. */
  answerTimeoutMs: number;
  close(): Promise<void>;
}

/** A small model on two CPU cores takes up to half a minute for an answer (more for the first, uncached one). */
const REAL_ANSWER_TIMEOUT_MS = 150_000;
const FAKE_ANSWER_TIMEOUT_MS = 10_000;

async function firstModelId(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/models`, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`REAL_LLM_BASE_URL: ${baseUrl}/models answered ${response.status}`);
  const id = ((await response.json()) as { data?: Array<{ id: string }> }).data?.[0]?.id;
  if (!id) throw new Error(`REAL_LLM_BASE_URL: ${baseUrl}/models lists no model`);
  return id;
}

/** REAL_LLM_* come from the environment the test passes in: in api/src only env.ts reads the process environment. */
function realBaseUrlOf(env: NodeJS.ProcessEnv): string | null {
  return env.REAL_LLM_BASE_URL?.trim().replace(/\/$/u, '') || null;
}

/** Whether the model-path tests run against a real model in this run. */
export function realModelConfigured(env: NodeJS.ProcessEnv): boolean {
  return realBaseUrlOf(env) !== null;
}

export async function startModelUnderTest(env: NodeJS.ProcessEnv, script?: FakeLlmScript): Promise<ModelUnderTest> {
  const realBaseUrl = realBaseUrlOf(env);
  if (realBaseUrl) {
    return {
      kind: 'real',
      baseUrl: realBaseUrl,
      model: env.REAL_LLM_MODEL?.trim() || (await firstModelId(realBaseUrl)),
      fake: null,
      answerTimeoutMs: REAL_ANSWER_TIMEOUT_MS,
      close: async () => {},
    };
  }
  const fake = await startFakeLlmServer(script ? { script } : {});
  return {
    kind: 'fake',
    baseUrl: fake.baseUrl,
    model: FAKE_LLM_MODEL,
    fake,
    answerTimeoutMs: FAKE_ANSWER_TIMEOUT_MS,
    close: () => fake.close(),
  };
}
