import { useTranslation } from 'react-i18next';
import { UsersList } from '../features/users/UsersList';
import { NoPermission } from '../features/users/NoPermission';
import { useCan } from '../features/users/use-can';

/** /records/users: for those who manage users. */
export default function UsersPage() {
  const { t } = useTranslation();
  return useCan('users.manage') ? <UsersList /> : <NoPermission screen={t('screens.users')} />;
}
