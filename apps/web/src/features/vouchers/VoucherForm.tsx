import { Autocomplete, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  OBC_TYPES,
  VOUCHER_PERMISSIONS,
  ZVoucherInput,
  type TObcType,
  type TVoucherPermission,
  type TVoucherRecord,
} from '@tramline/domain';
import { useLocale } from '../../i18n';
import { RecordFormFrame, zodValidator } from '../../ui';
import { employeesListQuery } from '../employees/employees.queries';
import { saveVoucher, voucherKeys } from './vouchers.queries';

type TVoucherValues = {
  username: string;
  employeeCode: string;
  obcType: TObcType | null;
  permission: TVoucherPermission | null;
  expirationDate: string | null;
};

/** Username, employee code, terminal kind, permission and expiry of a voucher. */
export function VoucherForm({
  voucher,
  onSaved,
  onCancel,
}: {
  voucher: TVoucherRecord | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const employees = useQuery(employeesListQuery({ page: 0, size: 500, sort: 'code,asc' }));
  const form = useForm<TVoucherValues>({
    initialValues: {
      username: voucher?.username ?? '',
      employeeCode: voucher?.employeeCode ?? '',
      obcType: voucher?.obcType ?? null,
      permission: voucher?.permission ?? null,
      expirationDate: voucher?.expirationDate ?? null,
    },
    validate: zodValidator<TVoucherValues>(ZVoucherInput, locale),
  });

  async function submit(values: TVoucherValues) {
    const saved = await saveVoucher({
      ...(voucher ? { id: voucher.id, version: voucher.version } : {}),
      username: values.username,
      employeeCode: values.employeeCode,
      obcType: values.obcType ?? 'VIRTUAL',
      permission: values.permission ?? 'APPS',
      expirationDate: values.expirationDate ?? '',
    });
    await queryClient.invalidateQueries({ queryKey: voucherKeys.all });
    return saved;
  }

  return (
    <RecordFormFrame
      title={voucher ? t('people.vouchers.editTitle', { code: voucher.code }) : t('people.vouchers.newTitle')}
      form={form}
      onSubmit={submit}
      onSaved={onSaved}
      onCancel={onCancel}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('people.vouchers.fields.username')}
            withAsterisk
            autoCapitalize="none"
            data-autofocus
            {...form.getInputProps('username')}
          />
          <Autocomplete
            label={t('people.vouchers.fields.employeeCode')}
            withAsterisk
            data={(employees.data?.content ?? []).map((employee) => employee.code)}
            {...form.getInputProps('employeeCode')}
          />
          <Select
            label={t('people.vouchers.fields.obcType')}
            withAsterisk
            data={OBC_TYPES.map((value) => ({ value, label: t(`people.vouchers.obcTypes.${value}`) }))}
            {...form.getInputProps('obcType')}
          />
          <Select
            label={t('people.vouchers.fields.permission')}
            withAsterisk
            data={VOUCHER_PERMISSIONS.map((value) => ({
              value,
              label: t(`people.vouchers.permissions.${value}`),
            }))}
            {...form.getInputProps('permission')}
          />
          <DateInput
            label={t('people.vouchers.fields.expirationDate')}
            withAsterisk
            clearable
            valueFormat="L"
            {...form.getInputProps('expirationDate')}
          />
        </SimpleGrid>
      </Stack>
    </RecordFormFrame>
  );
}
