import { useState } from 'react';
import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  EMPLOYEE_LANGUAGES,
  EMPLOYEE_ROLES,
  EMPLOYEE_STATUSES,
  ZEmployeeInput,
  type TEmployeeLanguage,
  type TEmployeeRecord,
  type TEmployeeRole,
  type TEmployeeStatus,
  type TLicenceInput,
  type TLicenceRecord,
} from '@tramline/domain';
import { useLocale } from '../../i18n';
import { RecordFormFrame, zodValidator } from '../../ui';
import { employeeKeys, saveEmployee, saveLicence, setLicenceStatus } from './employees.queries';
import { LicencesEditor } from './LicencesEditor';

type TEmployeeValues = {
  code: string;
  credential: string;
  name: string;
  description: string;
  language: TEmployeeLanguage;
  role: TEmployeeRole | null;
  status: TEmployeeStatus;
};

interface EmployeeFormProps {
  employee: TEmployeeRecord | null;
  today: string;
  readOnly?: boolean;
  onSaved: (employee: TEmployeeRecord) => void;
  onCancel: () => void;
}

/** Code, credential, name, language, role, status and the licences of an employee. */
export function EmployeeForm({ employee, today, readOnly, onSaved, onCancel }: EmployeeFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [licences, setLicences] = useState<TLicenceRecord[]>(employee?.licences ?? []);
  const [version, setVersion] = useState(employee?.version);
  const form = useForm<TEmployeeValues>({
    initialValues: {
      code: employee?.code ?? '',
      credential: employee?.credential ?? '',
      name: employee?.name ?? '',
      description: employee?.description ?? '',
      language: employee?.language ?? 'en',
      role: employee?.role ?? null,
      status: employee?.status ?? 'ACTIVE',
    },
    validate: zodValidator<TEmployeeValues>(ZEmployeeInput.omit({ licences: true }), locale),
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: employeeKeys.all });

  async function saveOneLicence(licence: TLicenceInput, previous?: TLicenceRecord) {
    if (!employee) {
      // A new employee brings its licences with it when saved.
      const local: TLicenceRecord = {
        ...licence,
        id: previous?.id ?? -(licences.length + 1),
        status: 'ACTIVE',
        version: 1,
      };
      setLicences((current) =>
        previous ? current.map((item) => (item === previous ? local : item)) : [...current, local],
      );
      return;
    }
    const saved = await saveLicence(employee.id, licence);
    setLicences((current) =>
      previous ? current.map((item) => (item.id === saved.id ? saved : item)) : [...current, saved],
    );
    await refresh();
  }

  async function changeLicence(licence: TLicenceRecord, status: TLicenceRecord['status']) {
    if (!employee || licence.id < 0) {
      if (status === 'DELETED') setLicences((current) => current.filter((item) => item !== licence));
      return;
    }
    const saved = await setLicenceStatus(employee.id, licence.id, status);
    setLicences((current) =>
      saved.status === 'DELETED'
        ? current.filter((item) => item.id !== saved.id)
        : current.map((item) => (item.id === saved.id ? saved : item)),
    );
    await refresh();
  }

  async function submit(values: TEmployeeValues) {
    const saved = await saveEmployee({
      ...(employee ? { id: employee.id, version } : {}),
      code: values.code,
      credential: values.credential,
      name: values.name,
      description: values.description,
      language: values.language,
      role: values.role ?? 'OPERATOR',
      status: values.status,
      licences: employee
        ? []
        : licences.map(({ type, number, effectiveDate, expirationDate }) => ({
            type,
            number,
            effectiveDate,
            expirationDate,
          })),
    });
    setVersion(saved.version);
    await refresh();
    return saved;
  }

  const fields = (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('people.employees.fields.code')}
          withAsterisk
          readOnly={readOnly}
          data-autofocus
          {...form.getInputProps('code')}
        />
        <TextInput
          label={t('people.employees.fields.credential')}
          withAsterisk
          readOnly={readOnly}
          {...form.getInputProps('credential')}
        />
      </SimpleGrid>
      <TextInput
        label={t('people.employees.fields.name')}
        withAsterisk
        readOnly={readOnly}
        {...form.getInputProps('name')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t('people.employees.fields.role')}
          withAsterisk
          readOnly={readOnly}
          data={EMPLOYEE_ROLES.map((value) => ({ value, label: t(`people.employees.roles.${value}`) }))}
          {...form.getInputProps('role')}
        />
        <Select
          label={t('people.employees.fields.status')}
          allowDeselect={false}
          readOnly={readOnly}
          data={EMPLOYEE_STATUSES.map((value) => ({ value, label: t(`people.employees.statuses.${value}`) }))}
          {...form.getInputProps('status')}
        />
        <Select
          label={t('people.employees.fields.language')}
          allowDeselect={false}
          readOnly={readOnly}
          data={EMPLOYEE_LANGUAGES.map((value) => ({
            value,
            label: t(`people.employees.languages.${value}`),
          }))}
          {...form.getInputProps('language')}
        />
      </SimpleGrid>
      <Textarea
        label={t('people.employees.fields.description')}
        autosize
        minRows={2}
        readOnly={readOnly}
        {...form.getInputProps('description')}
      />
      <LicencesEditor
        licences={licences}
        today={today}
        readOnly={readOnly}
        onSave={saveOneLicence}
        onStatus={changeLicence}
      />
    </Stack>
  );

  if (readOnly) return fields;
  return (
    <RecordFormFrame
      title={
        employee ? t('people.employees.editTitle', { name: employee.name }) : t('people.employees.newTitle')
      }
      form={form}
      onSubmit={submit}
      onSaved={onSaved}
      onCancel={onCancel}
    >
      {fields}
    </RecordFormFrame>
  );
}
