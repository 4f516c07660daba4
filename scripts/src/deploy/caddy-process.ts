import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './compose-file.js';

/**
 * The real Caddy (Debian's `caddy` package, as `.ci/run` installs it) running the committed
 * deploy/Caddyfile, with only the upstreams changed from the compose services' names to
 * addresses on this machine, and no admin endpoint (it would take a fixed port).
 */

export interface CaddyProcess {
  url: string;
  stop(): Promise<void>;
}

/** deploy/Caddyfile with `app1:3000 app2:3000` replaced by `upstreams`; throws if that line is gone. */
export function caddyfileFor(upstreams: string[]): string {
  const committed = readFileSync(join(REPO_ROOT, 'deploy', 'Caddyfile'), 'utf8');
  const local = committed.replace(/^(\s*reverse_proxy) app1:3000 app2:3000 \{$/m, `$1 ${upstreams.join(' ')} {`);
  if (local === committed) throw new Error('deploy/Caddyfile no longer proxies to app1:3000 app2:3000');
  return `{\n\tadmin off\n}\n\n${local}`;
}

export async function startCaddy(options: { port: number; upstreams: string[]; work: string }): Promise<CaddyProcess> {
  const dir = join(options.work, 'caddy');
  mkdirSync(dir, { recursive: true });
  const config = join(dir, 'Caddyfile');
  writeFileSync(config, caddyfileFor(options.upstreams));
  const url = `http://127.0.0.1:${options.port}`;
  const log = openSync(join(dir, 'caddy.log'), 'a');
  const child = spawn('caddy', ['run', '--config', config, '--adapter', 'caddyfile'], {
    // PUBLIC_ORIGIN is the site address, as in docker-compose.yml; Caddy's state stays in the test's folder.
    env: { PATH: process.env.PATH ?? '', HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir, PUBLIC_ORIGIN: url },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const spawnError = new Promise<never>((_, reject) => child.once('error', reject));
  const deadline = Date.now() + 30_000;
  for (;;) {
    const answered = await Promise.race([fetch(`${url}/api/health`).then((response) => response.ok, () => false), spawnError]);
    if (answered) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`caddy did not serve ${url} (log: ${join(dir, 'caddy.log')})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
