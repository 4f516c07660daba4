import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { paginationWindow } from '../utils/pagination-window';
import styles from './admin.module.css';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** Previous, a window of up to 5 page buttons, next. */
export function Pagination({ page, totalPages, onPageChange }: PaginationProps) {
  const { t, i18n } = useTranslation('admin');
  if (totalPages <= 1) return null;
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <nav className={styles.pagination} aria-label={t('users.pagination')}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {t('users.previous')}
      </Button>
      {paginationWindow(page, totalPages).map((pageNumber) => (
        <Button
          key={pageNumber}
          variant={pageNumber === page ? 'default' : 'outline'}
          size="icon"
          aria-label={t('users.page', { page: number.format(pageNumber) })}
          aria-current={pageNumber === page ? 'page' : undefined}
          onClick={() => onPageChange(pageNumber)}
        >
          {number.format(pageNumber)}
        </Button>
      ))}
      <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
        {t('users.next')}
      </Button>
    </nav>
  );
}
