import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './compose-file.js';

/** Every variable the API reads is documented where operators look: the README's table and .env.example. */

const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');

function variablesTheApiReads(): string[] {
  const source = ['api/src/env.ts', 'api/src/env-sections.ts'].map(read).join('\n');
  const names = new Set<string>();
  // reader.raw('NAME'), reader.integer('NAME', …), reader.url('NAME')… and the names listed in arrays of one section.
  for (const match of source.matchAll(/reader\.\w+\('([A-Z][A-Z0-9_]+)'/g)) names.add(match[1]!);
  for (const match of source.matchAll(/'((?:LLM|EMBEDDINGS|SMTP|DATABASE)_[A-Z_]+)'/g)) names.add(match[1]!);
  return [...names].sort();
}

describe('the environment reference', () => {
  const names = variablesTheApiReads();

  it('finds the variables in the code that reads them', () => {
    expect(names).toEqual(expect.arrayContaining(['DATABASE_URL', 'DATABASE_POOL_SIZE', 'TRUST_PROXY', 'PUBLIC_ORIGIN', 'SESSION_SECRET', 'NODE_ENV']));
  });

  it('lists every one of them in the README table', () => {
    const readme = read('README.md');
    const table = readme.slice(readme.indexOf('## Configure it'), readme.indexOf('### Use a local model'));
    expect(names.filter((name) => !table.includes(`\`${name}\``))).toEqual([]);
  });

  it('lists every one of them in .env.example', () => {
    const example = read('.env.example');
    expect(names.filter((name) => !new RegExp(`^${name}=`, 'm').test(example))).toEqual([]);
  });
});
