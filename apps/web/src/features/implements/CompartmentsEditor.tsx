import { ActionIcon, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MIXTURE_TYPES, capacityQuantityOf, type TMixtureType } from '@tramline/domain';
import { useUnits } from '../../ui';
import { MeasureInput } from '../equipment/MeasureInput';
import { newCompartment, type TCompartmentValues } from './compartments';

interface CompartmentsEditorProps<Values extends { compartments: TCompartmentValues[] }> {
  form: UseFormReturnType<Values>;
  /** Mixture of a new compartment. */
  defaultMixture: TMixtureType;
  /** Tanks of a trailer rather than compartments. */
  tanks?: boolean;
  disabled?: boolean;
}

/** The spec's compartment editor: name, capacity and mixture type of each tank or bin. */
export function CompartmentsEditor<Values extends { compartments: TCompartmentValues[] }>({
  form,
  defaultMixture,
  tanks = false,
  disabled = false,
}: CompartmentsEditorProps<Values>) {
  const { t } = useTranslation();
  const units = useUnits();
  const rows = form.getValues().compartments;
  const listError = form.errors.compartments;
  const mixtureOptions = MIXTURE_TYPES.map((type) => ({
    value: type,
    label: t(`fleet.mixtureTypes.${type}`),
  }));

  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        {t('fleet.compartments.hint', { volume: units.unit('volume'), mass: units.unit('mass') })}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('fleet.compartments.empty')}
        </Text>
      ) : (
        <Table withRowBorders={false} verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fleet.compartments.name')}</Table.Th>
              <Table.Th w={190}>{t('fleet.compartments.capacity')}</Table.Th>
              <Table.Th w={150}>{t('fleet.compartments.mixtureType')}</Table.Th>
              <Table.Th w={40} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => {
              const quantity = capacityQuantityOf(row.mixtureType);
              return (
                <Table.Tr key={row.key}>
                  <Table.Td>
                    <TextInput
                      aria-label={`${t('fleet.compartments.name')} ${index + 1}`}
                      disabled={disabled}
                      withAsterisk
                      {...form.getInputProps(`compartments.${index}.name`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <MeasureInput
                      aria-label={`${t('fleet.compartments.capacity')} ${index + 1}`}
                      disabled={disabled}
                      quantity={quantity}
                      {...form.getInputProps(`compartments.${index}.capacity`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={`${t('fleet.compartments.mixtureType')} ${index + 1}`}
                      disabled={disabled}
                      data={mixtureOptions}
                      allowDeselect={false}
                      {...form.getInputProps(`compartments.${index}.mixtureType`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      disabled={disabled}
                      aria-label={t('fleet.compartments.remove', { index: index + 1 })}
                      onClick={() => form.removeListItem('compartments', index)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {listError && (
        <Text size="sm" c="red" role="alert">
          {listError}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          size="xs"
          disabled={disabled}
          leftSection={<IconPlus size={14} />}
          onClick={() => form.insertListItem('compartments', newCompartment(defaultMixture) as never)}
        >
          {tanks ? t('fleet.compartments.addTank') : t('fleet.compartments.add')}
        </Button>
      </Group>
    </Stack>
  );
}
