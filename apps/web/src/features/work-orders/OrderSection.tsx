import { Fieldset, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_TYPES, formatCalendarDate, PLAN_TYPES } from '@tramline/domain';
import { useLocale } from '../../i18n';
import type { TWorkOrderFormValues } from './work-order-form-values';
import type { TWorkOrderFormData } from './use-work-order-form-data';

/** What the order is: description, ticket, office, applicator (with licence warnings), timing, type, crop. */
export function OrderSection({
  form,
  data,
}: {
  form: UseFormReturnType<TWorkOrderFormValues>;
  data: TWorkOrderFormData;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const values = form.values;
  const { locationOptions, applicatorOptions, applicator, licenceAlerts, cropOptions } = data;
  return (
    <Fieldset legend={t('workOrders.form.sections.order')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <TextInput
          label={t('workOrders.form.description')}
          withAsterisk
          {...form.getInputProps('description')}
        />
        <TextInput
          label={t('workOrders.form.ticket')}
          description={
            values.vlOrdemServico.trim()
              ? t('workOrders.form.ticketShown', { ticket: values.vlOrdemServico.trim() })
              : undefined
          }
          leftSection={<Text c="dimmed">#</Text>}
          {...form.getInputProps('vlOrdemServico')}
        />
        <Select
          label={t('workOrders.form.location')}
          data={locationOptions}
          clearable
          {...form.getInputProps('cdLocation')}
        />
        <Stack gap={4}>
          <Select
            label={t('workOrders.form.applicator')}
            data={applicatorOptions}
            searchable
            clearable
            {...form.getInputProps('applicatorId')}
          />
          {applicator && licenceAlerts.length > 0 && (
            <Stack gap={2} data-testid="applicator-licence-warning">
              {licenceAlerts.map((alert) => (
                <Group key={alert.productId} gap={4} wrap="nowrap" align="flex-start">
                  <IconAlertTriangle
                    size={14}
                    color="var(--mantine-color-orange-7)"
                    style={{ flexShrink: 0, marginTop: 2 }}
                  />
                  <Text size="xs" c="orange.8">
                    {t('workOrders.form.licenceWarning', {
                      applicator: applicator.name,
                      product: alert.descProduct,
                      date: formatCalendarDate(alert.date, locale),
                      types: alert.missing.map((type) => t(`people.licences.types.${type}`)).join(', '),
                    })}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
        <Select
          label={t('workOrders.form.timing')}
          withAsterisk
          data={PLAN_TYPES.map((value) => ({ value, label: t(`workOrders.timings.${value}`) }))}
          {...form.getInputProps('timing')}
        />
        <Select
          label={t('workOrders.form.applicationType')}
          withAsterisk
          data={APPLICATION_TYPES.map((value) => ({
            value,
            label: t(`workOrders.applicationTypes.${value}`),
          }))}
          {...form.getInputProps('applicationType')}
        />
        <Select
          label={t('workOrders.form.crop')}
          data={cropOptions}
          searchable
          clearable
          {...form.getInputProps('cropId')}
        />
        <TextInput label={t('workOrders.form.traitPackage')} {...form.getInputProps('traitPackage')} />
      </SimpleGrid>
    </Fieldset>
  );
}
