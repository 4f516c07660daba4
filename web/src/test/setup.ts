import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { i18n, loadLanguage, loadPageNamespaces } from '@/lib/i18n';

// findBy*/waitFor give up after 1 s by default: too short for the first render of a lazy route on a
// busy 2-core machine. A real failure still fails, only later.
configure({ asyncUtilTimeout: 5000 });

// The app loads the Bangla strings before its first Bangla render; tests switch languages at will.
beforeAll(async () => {
  await loadLanguage('bn');
  await loadPageNamespaces('info', 'admin', 'reader');
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
