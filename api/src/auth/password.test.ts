import { describe, expect, it } from 'vitest';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    await expect(verifyPassword('correct horse', stored)).resolves.toBe(true);
    await expect(verifyPassword('correct hors', stored)).resolves.toBe(false);
    await expect(verifyPassword('Correct horse', stored)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    const [first, second] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(first).not.toBe(second);
  });

  it('treats canonically equal Unicode passwords as the same', async () => {
    const stored = await hashPassword('ধৈর্য\u00e9');
    await expect(verifyPassword('ধৈর্যe\u0301', stored)).resolves.toBe(true);
  });

  it('never matches a malformed or foreign hash', async () => {
    for (const stored of ['', 'plain', 'bcrypt$2b$10$abc', 'scrypt$0$8$1$abc$def', 'scrypt$16384$8$1$$']) {
      await expect(verifyPassword('anything', stored)).resolves.toBe(false);
    }
  });

  it('keeps one decoy hash that no guess matches', async () => {
    const decoy = await decoyPasswordHash();
    expect(await decoyPasswordHash()).toBe(decoy);
    await expect(verifyPassword('password', decoy)).resolves.toBe(false);
  });
});
