import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../env.js';

/**
 * The tiny BERT-like ONNX model that `scripts/python/generate-tiny-embedding-model.py`
 * writes (each token's hidden state is the one-hot vector of its id), for
 * testing the Transformers.js loading code without downloading a model.
 */

const GENERATOR = join(REPO_ROOT, 'scripts/python/generate-tiny-embedding-model.py');

/** Null when Python or its `onnx` package is missing; the reason otherwise says what to install. */
export function tinyModelUnavailableReason(): string | null {
  const probe = spawnSync('python3', ['-c', 'import onnx'], { encoding: 'utf8', timeout: 30_000 });
  if (probe.error) return `python3 is not available (${probe.error.message})`;
  if (probe.status !== 0) return 'the Python package onnx is missing: pip install -r scripts/requirements-test.txt';
  return null;
}

export interface TinyEmbeddingModel {
  dir: string;
  /** Token strings in id order: dimension i of an embedding counts token vocab[i]. */
  vocab: string[];
}

/** Writes the tiny model into `parentDir/name` (the folder name becomes the model id). */
export function generateTinyEmbeddingModel(parentDir: string, name: string): TinyEmbeddingModel {
  const dir = join(parentDir, name);
  mkdirSync(parentDir, { recursive: true });
  const run = spawnSync('python3', [GENERATOR, dir], { encoding: 'utf8', timeout: 60_000 });
  if (run.status !== 0) throw new Error(`${GENERATOR} failed: ${run.error?.message ?? run.stderr}`);
  const { tokens } = JSON.parse(readFileSync(join(dir, 'vocab.json'), 'utf8')) as { tokens: string[] };
  return { dir, vocab: tokens };
}

/** What the tiny model must return for a text that tokenizes to `tokens`: their counts, mean-pooled and L2-normalised. */
export function expectedTinyEmbedding(vocab: readonly string[], tokens: readonly string[]): number[] {
  const counts = vocab.map((token) => tokens.filter((candidate) => candidate === token).length);
  if (counts.reduce((sum, count) => sum + count, 0) !== tokens.length) {
    throw new Error(`tokens outside the tiny vocabulary: ${tokens.filter((token) => !vocab.includes(token)).join(' ')}`);
  }
  const norm = Math.hypot(...counts);
  return counts.map((count) => count / norm);
}
