import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui';
import { useCan } from '../users/use-can';
import { ownerQuery } from './admin.queries';
import { BranchesPanel } from './BranchesPanel';
import { OwnerForm } from './OwnerForm';
import { PermittedScopes } from './PermittedScopes';

/** /admin: the company, its branches and each user's permitted branches and locations. */
export function AdminScreen() {
  const { t } = useTranslation();
  const canAdminister = useCan('tenancy.admin');
  const canSeeGrants = useCan('users.manage');
  const owner = useQuery(ownerQuery());
  return (
    <>
      <PageHeader title={t('screens.admin')} subtitle={t('admin.subtitle')} />
      <Stack gap="lg">
        {owner.data && <OwnerForm key={owner.data.version} owner={owner.data} readOnly={!canAdminister} />}
        <BranchesPanel canAdminister={canAdminister} />
        {canSeeGrants && <PermittedScopes />}
      </Stack>
    </>
  );
}
