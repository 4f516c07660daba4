import { fileURLToPath } from 'node:url';

/**
 * Where the bundled corpus lives, resolved from this file so the paths hold
 * whatever the working directory of the process (API server, CLI, tests).
 */
const CORPUS_DIR = fileURLToPath(new URL('../../../corpus/', import.meta.url));

/** The verse index built by `pnpm ingest` (gitignored, rebuilt from the source). */
export const DEFAULT_INDEX_PATH = `${CORPUS_DIR}index/quran.sqlite`;

/** The pinned `quran-json` package's data files. */
export const DEFAULT_QURAN_SOURCE_DIR = `${CORPUS_DIR}node_modules/quran-json/dist`;

/** The surah names in Bangla script (our own data, see corpus/SOURCES.md). */
export const DEFAULT_BANGLA_SURAH_NAMES_PATH = `${CORPUS_DIR}surah-names.bn.json`;

/** Precomputed verse vectors shipped with the repository (optional). */
export const DEFAULT_VECTORS_DIR = `${CORPUS_DIR}vectors`;

/** Our own hand-checked English and Bangla evaluation questions. */
export const DEFAULT_OWN_EVAL_DIR = `${CORPUS_DIR}eval`;

/** The curated topic index: one YAML file per category, validated and stored in the index by `pnpm ingest`. */
export const DEFAULT_TOPICS_DIR = `${CORPUS_DIR}topics`;
