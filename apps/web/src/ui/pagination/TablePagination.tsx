import { Pagination, type PaginationProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const CONTROL_LABELS = {
  first: 'table.firstPage',
  previous: 'table.previousPage',
  next: 'table.nextPage',
  last: 'table.lastPage',
} as const;

/** Mantine's pagination with its arrow buttons named in the user's language. */
export function TablePagination(props: PaginationProps) {
  const { t } = useTranslation();
  return (
    <Pagination {...props} getControlProps={(control) => ({ 'aria-label': t(CONTROL_LABELS[control]) })} />
  );
}
