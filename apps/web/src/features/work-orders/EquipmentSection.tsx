import { Alert, Fieldset, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMessage, type TMixtureType, type TProductRecord } from '@tramline/domain';
import { useLocale } from '../../i18n';
import { MeasureInput } from '../equipment/MeasureInput';
import type { TOrderFigures, TWorkOrderFormValues } from './work-order-form-values';

/** The equipment group, speeds and planned times, with what the group cannot carry. */
export function EquipmentSection({
  form,
  groupOptions,
  figures,
  productById,
}: {
  form: UseFormReturnType<TWorkOrderFormValues>;
  groupOptions: { value: string; label: string }[];
  figures: TOrderFigures;
  productById: ReadonlyMap<number, TProductRecord>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const mixtureOf = (type: TMixtureType) => t(`workOrders.form.mixtures.${type}`);
  return (
    <Fieldset legend={t('workOrders.form.sections.equipment')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <Select
          label={t('workOrders.form.group')}
          data={groupOptions}
          searchable
          clearable
          {...form.getInputProps('equipmentGroupId')}
        />
        <MeasureInput
          quantity="speed"
          label={t('workOrders.form.minSpeed')}
          {...form.getInputProps('minSpeed')}
        />
        <MeasureInput
          quantity="speed"
          label={t('workOrders.form.maxSpeed')}
          {...form.getInputProps('maxSpeed')}
        />
        <TextInput
          type="datetime-local"
          label={t('workOrders.form.plannedStart')}
          {...form.getInputProps('plannedStart')}
        />
        <TextInput
          type="datetime-local"
          label={t('workOrders.form.plannedEnd')}
          {...form.getInputProps('plannedEnd')}
        />
      </SimpleGrid>
      {figures.problems.length > 0 && (
        <Alert mt="sm" color="orange" icon={<IconAlertTriangle size={18} />} data-testid="carry-problems">
          <Stack gap={2}>
            {figures.problems.map((problem) =>
              problem.kind === 'mixture' ? (
                <Text key={`m${problem.productId}`} size="sm">
                  {formatMessage('workOrderProductMixture', locale, {
                    product: productById.get(problem.productId)?.descProduct ?? '',
                    mixture: mixtureOf(problem.needs),
                  })}
                </Text>
              ) : (
                <Text key="compartments" size="sm">
                  {formatMessage('workOrderTooManyProducts', locale, {
                    needs: problem.needs,
                    has: problem.has,
                  })}
                </Text>
              ),
            )}
          </Stack>
        </Alert>
      )}
    </Fieldset>
  );
}
