import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadVerseVectors, writeVerseVectors } from './src/retrieval/embeddings/verse-vectors.ts';
import { l2NormalizeInPlace } from './src/retrieval/embeddings/vector-math.ts';
const counts = Array.from({ length: 114 }, (_, i) => (i < 113 ? 54 : 6236 - 54 * 113));
let seed = 1; const rnd = () => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32 - 0.5);
const vectors = Array.from({ length: 6236 }, () => l2NormalizeInPlace(Float32Array.from({ length: 384 }, rnd)));
const dir = process.argv[2] ?? mkdtempSync(join(tmpdir(), 'perf-'));
if (!process.argv[2]) {
  const t = performance.now();
  writeVerseVectors(dir, { modelId: 'x', generator: { servedModel: 'x', server: 'x', prefixMode: 'x', builtAt: '' }, vectors, surahVerseCounts: counts, embeddedText: { fields: ['en'], combine: 'mean-of-field-vectors', description: '', sha256: '' }, neighboursPerVerse: 16 });
  console.log('write + neighbours', (performance.now() - t).toFixed(0), 'ms');
}
let t = performance.now(); const v = loadVerseVectors(dir); console.log('load (with sha256)', (performance.now() - t).toFixed(1), 'ms');
t = performance.now(); loadVerseVectors(dir, { verifyChecksum: false }); console.log('load (no sha256)', (performance.now() - t).toFixed(1), 'ms');
const q = vectors[17]!; const out = new Float32Array(v.count); const times: number[] = [];
for (let i = 0; i < 300; i++) { const s = performance.now(); v.scoreAll(q, out); times.push(performance.now() - s); }
times.sort((a, b) => a - b); console.log('scoreAll p50', times[150]!.toFixed(3), 'p95', times[285]!.toFixed(3), 'ms');
const t2: number[] = []; for (let i = 0; i < 300; i++) { const s = performance.now(); v.nearest(q, 100); t2.push(performance.now() - s); }
t2.sort((a, b) => a - b); console.log('nearest(100) p50', t2[150]!.toFixed(3), 'p95', t2[285]!.toFixed(3), 'ms');
