import { createContext, useContext, type ReactNode } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { paths } from '@/lib/paths';
import styles from './page-transition.module.css';

const InsidePageTransition = createContext(false);

/** Home and /chat/:id are one screen: moving between them (the first answer does) must not fade or remount. */
export function transitionKeyFor(pathname: string): string {
  return pathname === paths.home.path || matchPath(paths.chat.path, pathname) ? 'chat' : pathname;
}

/**
 * Fades the page in whenever the path changes. The app shell wraps every route
 * in one; a nested PageTransition renders its children as they are, so pages may use it freely.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const nested = useContext(InsidePageTransition);
  const { pathname } = useLocation();
  if (nested) return <>{children}</>;
  return (
    <InsidePageTransition.Provider value={true}>
      <div key={transitionKeyFor(pathname)} className={styles.page}>
        {children}
      </div>
    </InsidePageTransition.Provider>
  );
}
