import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from '@/lib/i18n';
// Bundled (and precached) so the Uthmani text and Bangla render on any device, offline too.
import '@fontsource/amiri-quran/arabic-400.css';
import '@fontsource/noto-sans-bengali/bengali-400.css';
import '@fontsource/noto-sans-bengali/bengali-700.css';
import '@/app/styles.css';
import { App } from '@/app/app';
import { scheduleBackgroundQuranCopy } from '@/app/background-quran';
import { listenForInstallOffer } from '@/lib/install-prompt';

listenForInstallOffer();

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// The first screen in the HTML stays until the visitor's language is loaded (English: at once).
void i18nReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
scheduleBackgroundQuranCopy();
