import { loadVerseVectors } from './src/retrieval/embeddings/verse-vectors.ts';
const dir = process.argv[2]!;
const v = loadVerseVectors(dir, { verifyChecksum: false });
const q = v.vectorAt(17); const out = new Float32Array(v.count);
for (let i = 0; i < 50; i++) v.scoreAll(q, out);
const c0 = process.cpuUsage(); const w0 = performance.now();
for (let i = 0; i < 200; i++) v.scoreAll(q, out);
const c = process.cpuUsage(c0); console.log('scoreAll cpu per call', (c.user / 1000 / 200).toFixed(3), 'ms; wall', ((performance.now() - w0) / 200).toFixed(3));
