/**
 * Every client route in one place: `path` is the router's pattern, `getHref` builds a link to it.
 * Components, the router and navigation use these; only tests write URLs out.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  /** A bare /chat has no conversation: it leads home. */
  chatIndex: { path: '/chat', getHref: () => '/chat' },
  chat: { path: '/chat/:id', getHref: (sessionId: string) => `/chat/${encodeURIComponent(sessionId)}` },
  shared: { path: '/shared/:shareCode', getHref: (shareCode: string) => `/shared/${encodeURIComponent(shareCode)}` },
  auth: { path: '/auth', getHref: () => '/auth' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  verifyEmail: { path: '/verify-email', getHref: () => '/verify-email' },
  about: { path: '/about', getHref: () => '/about' },
  contact: {
    path: '/contact',
    getHref: (sessionId?: string) => (sessionId ? `/contact?${new URLSearchParams({ sessionId })}` : '/contact'),
  },
  /** Older links: /feedback and /feedback/:sessionId lead to the contact form. */
  feedback: { path: '/feedback', getHref: () => '/feedback' },
  feedbackForSession: { path: '/feedback/:sessionId', getHref: (sessionId: string) => `/feedback/${encodeURIComponent(sessionId)}` },
  terms: { path: '/terms', getHref: () => '/terms' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  admin: { path: '/admin', getHref: () => '/admin' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  quranIndex: { path: '/quran', getHref: () => '/quran' },
  quranSurah: { path: '/quran/:surah', getHref: (surah: number) => `/quran/${surah}` },
  quranVerse: {
    path: '/quran/:surah/:ayah',
    getHref: (surah: number, ayah: number) => `/quran/${surah}/${ayah}`,
    /** "2:153", or a range "2:255-257" (which opens at its first verse). */
    getHrefForKey: (key: string) => {
      const [surah = '', ayahs = ''] = key.split(':');
      return `/quran/${encodeURIComponent(surah)}/${encodeURIComponent(ayahs.split('-')[0] ?? '')}`;
    },
  },
} as const;
