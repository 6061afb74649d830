import { useTranslation } from 'react-i18next';
import { NoPermission } from '../features/users/NoPermission';
import { useCan } from '../features/users/use-can';
import { VouchersList } from '../features/vouchers/VouchersList';

/** /admin/voucher: for those who manage users. */
export default function VouchersPage() {
  const { t } = useTranslation();
  return useCan('users.manage') ? <VouchersList /> : <NoPermission screen={t('screens.vouchers')} />;
}
