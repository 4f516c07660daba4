import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@quran-assistant/api/app.ts';
import { prepareDataDir } from '@quran-assistant/api/data-dir.ts';
import { loadConfig, type AppConfig } from '@quran-assistant/api/env.ts';
import type { ChatModel } from '@quran-assistant/api/llm/chat-model.ts';
import { openVerseRetriever } from '@quran-assistant/api/plugins/retrieval.ts';
import type { VerseRetriever } from '@quran-assistant/api/retrieval/types.ts';
import { updateCacheSettings } from '@quran-assistant/api/settings/settings.repository.ts';

export interface BenchApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  retriever: VerseRetriever;
  config: AppConfig;
  /** Closes the app and the index, and removes the temporary data folder. */
  close(): Promise<void>;
}

/**
 * The real app on a fresh temporary DATA_DIR, silent, with the knowledge cache
 * off: every question goes through the whole pipeline, as a benchmark measures it.
 */
export async function startBenchApp(options: { llm: ChatModel | null; env?: Record<string, string> }): Promise<BenchApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'quran-assistant-bench-'));
  const config = prepareDataDir(
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST_DIR: join(dataDir, 'no-web'), ...options.env }),
  );
  const retriever = await openVerseRetriever(config);
  const app = await buildApp(config, { retriever, llm: options.llm });
  await app.ready();
  await updateCacheSettings(app.db, { enabled: false });
  return {
    app,
    retriever,
    config,
    async close() {
      await app.close();
      retriever.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
