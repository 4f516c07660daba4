/** Client route paths, built in one place. */
export const paths = {
  home: () => '/',
  chat: (sessionId: string) => `/chat/${encodeURIComponent(sessionId)}`,
  shared: (shareCode: string) => `/shared/${encodeURIComponent(shareCode)}`,
  auth: () => '/auth',
  contact: (sessionId?: string) => (sessionId ? `/contact?${new URLSearchParams({ sessionId })}` : '/contact'),
};
