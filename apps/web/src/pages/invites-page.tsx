import { useTranslation } from 'react-i18next';
import { InvitesList } from '../features/invites/InvitesList';
import { NoPermission } from '../features/users/NoPermission';
import { useCan } from '../features/users/use-can';

/** /invite-top-manager: the invites list, for those who manage users. */
export default function InvitesPage() {
  const { t } = useTranslation();
  return useCan('users.manage') ? <InvitesList /> : <NoPermission screen={t('screens.topManagerInvites')} />;
}
