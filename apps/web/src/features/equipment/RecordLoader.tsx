import type { ReactNode } from 'react';
import { Alert, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api';

interface RecordLoaderProps<T> {
  query: { data?: T; isPending: boolean; isError: boolean; error: unknown };
  children: (record: T) => ReactNode;
}

/** Waits for a record before its form opens; a failed load says why. */
export function RecordLoader<T>({ query, children }: RecordLoaderProps<T>) {
  const { t } = useTranslation();
  if (query.isError)
    return (
      <Alert color="red" title={t('fleet.common.loadError')}>
        {errorText(query.error, t('errors.request'))}
      </Alert>
    );
  if (query.isPending || query.data === undefined)
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  return <>{children(query.data)}</>;
}
