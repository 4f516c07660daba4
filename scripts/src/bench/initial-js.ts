import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

export interface InitialJs {
  files: string[];
  rawBytes: number;
  /** As sent to a browser that accepts Brotli: the `.br` copies the build wrote. */
  brotliBytes: number;
  gzipBytes: number;
}

/**
 * The scripts a first visit to a route needs before it renders, from the build's manifest:
 * the entry and its static imports, and the route's lazy chunk with its own.
 */
export function initialJs(webDist: string, routeSources: string[]): InitialJs {
  const manifestPath = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`no ${manifestPath}: the build writes it (build.manifest)`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of ['index.html', ...routeSources]) visit(key);
  const size = (path: string) => (existsSync(path) ? statSync(path).size : statSync(path.replace(/\.(br|gz)$/, '')).size);
  const scripts = [...files].filter((file) => file.endsWith('.js'));
  const sum = (suffix: string) => scripts.reduce((total, file) => total + size(join(webDist, `${file}${suffix}`)), 0);
  return { files: scripts, rawBytes: sum(''), brotliBytes: sum('.br'), gzipBytes: sum('.gz') };
}
