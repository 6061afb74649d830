import { useTranslation } from 'react-i18next';
import { InvitesList } from '../features/invites/InvitesList';
import { NoPermission } from '../features/users/NoPermission';
import { useCanManageInvites } from '../features/users/use-can';

/** /invite-top-manager: the invites list, for top managers and administrators only. */
export default function InvitesPage() {
  const { t } = useTranslation();
  return useCanManageInvites() ? (
    <InvitesList />
  ) : (
    <NoPermission screen={t('screens.topManagerInvites')} message={t('people.invites.noPermission')} />
  );
}
