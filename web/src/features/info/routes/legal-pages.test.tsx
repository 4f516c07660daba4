import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startApiTestServer, type ApiTestServer } from '@/test/api-test-server';
import { serveShell } from '@/test/default-api-routes';
import { renderRoute } from '@/test/render-route';
import { AboutPage } from './about-page';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

let server: ApiTestServer;
beforeEach(async () => {
  server = await startApiTestServer();
  serveShell(server);
});
afterEach(() => server.close());

describe('information pages', () => {
  it('privacy: last updated April 1, 2025, not for under-13s, guest data purged after 30 days, no analytics', () => {
    renderRoute(<PrivacyPage />, { path: '/privacy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: April 1, 2025')).toBeInTheDocument();
    expect(screen.getByText(/not intended for children under 13/)).toBeInTheDocument();
    expect(screen.getByText(/deleted automatically after 30 days/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /No analytics or advertising/ })).toBeInTheDocument();
  });

  it('terms: last updated April 1, 2025 and numbered sections', () => {
    renderRoute(<TermsPage />, { path: '/terms' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: April 1, 2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '2. Not a religious authority' })).toBeInTheDocument();
  });

  it('about: four steps, the disclaimer, links to /privacy and /contact, and the Quran text attribution', () => {
    renderRoute(<AboutPage />, { path: '/about' });
    const steps = screen.getAllByRole('listitem').filter((item) => item.querySelector('strong'));
    expect(steps.map((step) => step.querySelector('strong')?.textContent)).toEqual([
      'Ask',
      'AI processing',
      'Quranic references',
      'Topic boundaries',
    ]);
    expect(screen.getByRole('note')).toHaveTextContent(/verify important matters with authentic Islamic scholars/);
    expect(screen.getAllByRole('link', { name: 'Privacy Policy' }).some((link) => link.getAttribute('href') === '/privacy')).toBe(true);
    expect(screen.getAllByRole('link', { name: 'Contact & Feedback' })[0]).toHaveAttribute('href', '/contact');
    const main = within(screen.getByRole('main'));
    expect(main.getByText(/Risan Bagja Pradana/)).toBeInTheDocument();
    expect(main.getByText(/Saheeh International/)).toBeInTheDocument();
    expect(main.getByText(/Muhiuddin Khan/)).toBeInTheDocument();
  });
});
