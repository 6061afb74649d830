import { Menu } from '@mantine/core';
import { IconKey, IconMailPlus, IconTicket, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { openPasswordChange } from '../password/PasswordChangeModal';
import { useCan, useCanManageInvites } from './use-can';

/** The user menu's account entries: people and access for those who manage users, and the password. */
export function AccountMenuItems() {
  const { t } = useTranslation();
  const manages = useCan('users.manage');
  const invites = useCanManageInvites();
  return (
    <>
      {manages && (
        <>
          <Menu.Divider />
          <Menu.Label>{t('people.menu.access')}</Menu.Label>
          <Menu.Item component={Link} to="/records/users" leftSection={<IconUsers size={16} aria-hidden />}>
            {t('people.menu.users')}
          </Menu.Item>
          {invites && (
            <Menu.Item
              component={Link}
              to="/invite-top-manager"
              leftSection={<IconMailPlus size={16} aria-hidden />}
            >
              {t('people.menu.invites')}
            </Menu.Item>
          )}
          <Menu.Item component={Link} to="/admin/voucher" leftSection={<IconTicket size={16} aria-hidden />}>
            {t('people.menu.vouchers')}
          </Menu.Item>
        </>
      )}
      <Menu.Divider />
      <Menu.Item leftSection={<IconKey size={16} aria-hidden />} onClick={openPasswordChange}>
        {t('people.menu.changePassword')}
      </Menu.Item>
    </>
  );
}
