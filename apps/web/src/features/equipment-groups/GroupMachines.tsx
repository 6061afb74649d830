import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TEquipmentRecord } from '@tramline/domain';
import { MeasureInput } from '../equipment/MeasureInput';
import {
  implementChoicesQuery,
  memberChoicesQuery,
  tenderChoicesQuery,
  warehousesQuery,
} from './equipment-groups.queries';
import { newMember, newTender, type TGroupFormValues } from './group-form-values';

type TGroupForm = UseFormReturnType<TGroupFormValues>;

const machineLabel = (machine: TEquipmentRecord) => `${machine.equipmentId} · ${machine.name}`;

function useWarehouseOptions() {
  const warehouses = useQuery(warehousesQuery());
  return (warehouses.data ?? []).map((place) => ({ value: String(place.id), label: place.name }));
}

/** Options for one row's machine: the free ones, less those other rows already hold. */
function machineOptions(machines: readonly TEquipmentRecord[], taken: (string | null)[], own: string | null) {
  return machines
    .filter(
      (machine) => String(machine.cdEquipamento) === own || !taken.includes(String(machine.cdEquipamento)),
    )
    .map((machine) => ({ value: String(machine.cdEquipamento), label: machineLabel(machine) }));
}

function MemberCard({
  form,
  index,
  groupId,
  disabled,
}: {
  form: TGroupForm;
  index: number;
  groupId?: number;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const member = form.values.equipments[index]!;
  const choices = useQuery(memberChoicesQuery(groupId));
  const equipmentId = member.cdEquipamento ? Number(member.cdEquipamento) : 0;
  const implementChoices = useQuery({ ...implementChoicesQuery(equipmentId), enabled: equipmentId > 0 });
  const warehouses = useWarehouseOptions();
  const taken = [
    ...form.values.equipments.map((entry) => entry.cdEquipamento),
    ...form.values.tenderTrucks.map((entry) => entry.cdEquipamento),
  ];
  const machine = choices.data?.find((candidate) => String(candidate.cdEquipamento) === member.cdEquipamento);
  const path = (field: string) => `equipments.${index}.${field}`;
  const name = machine ? machine.name : t('fleet.groups.members.machine', { index: index + 1 });

  return (
    <Card withBorder padding="sm" radius="md" data-testid={`member-${index}`}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Select
          aria-label={t('fleet.groups.members.equipment')}
          label={t('fleet.groups.members.equipment')}
          withAsterisk
          searchable
          style={{ flex: 1 }}
          maw={420}
          data={machineOptions(choices.data ?? [], taken, member.cdEquipamento)}
          {...form.getInputProps(path('cdEquipamento'))}
          onChange={(value) => {
            form.setFieldValue(path('cdEquipamento'), value);
            form.setFieldValue(path('implementId'), null);
          }}
        />
        <ActionIcon
          variant="subtle"
          color="red"
          disabled={disabled}
          aria-label={t('fleet.groups.members.remove', { name })}
          onClick={() => form.removeListItem('equipments', index)}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <MeasureInput
          label={t('fleet.groups.members.operationSpeed')}
          quantity="speed"
          withAsterisk
          {...form.getInputProps(path('operationSpeed'))}
        />
        <MeasureInput
          label={t('fleet.groups.members.travelSpeed')}
          quantity="speed"
          withAsterisk
          {...form.getInputProps(path('travelSpeed'))}
        />
        <Select
          label={t('fleet.groups.members.implement')}
          clearable
          data={(implementChoices.data ?? []).map((implement) => ({
            value: String(implement.id),
            label: `${implement.code} · ${implement.name}`,
          }))}
          {...form.getInputProps(path('implementId'))}
        />
        <MeasureInput
          label={t('fleet.groups.members.implementWidth')}
          quantity="length"
          {...form.getInputProps(path('implementWidth'))}
        />
        <MeasureInput
          label={t('fleet.groups.members.compartmentCount')}
          decimals={0}
          max={20}
          {...form.getInputProps(path('compartmentCount'))}
        />
        <Select
          label={t('fleet.groups.members.warehouse')}
          clearable
          data={warehouses}
          {...form.getInputProps(path('warehouseId'))}
        />
        <MeasureInput
          label={t('fleet.groups.members.cleaningTime')}
          unit={t('fleet.common.minutes')}
          decimals={0}
          max={480}
          {...form.getInputProps(path('cleaningTime'))}
        />
        <MeasureInput
          label={t('fleet.groups.members.refillDuration')}
          unit={t('fleet.common.minutes')}
          decimals={0}
          max={480}
          {...form.getInputProps(path('refillDuration'))}
        />
        <TextInput
          label={t('fleet.groups.members.description')}
          {...form.getInputProps(path('description'))}
        />
        <Checkbox
          mt="xl"
          label={t('fleet.groups.members.allowLoadsFromOtherTenders')}
          {...form.getInputProps(path('allowLoadsFromOtherTenders'), { type: 'checkbox' })}
        />
      </SimpleGrid>
    </Card>
  );
}

/** The member machines of a group, each with the figures the optimiser plans it with. */
export function GroupMembers({
  form,
  groupId,
  disabled,
}: {
  form: TGroupForm;
  groupId?: number;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('fleet.groups.members.hint')}
      </Text>
      {form.values.equipments.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('fleet.groups.members.empty')}
        </Text>
      )}
      {form.values.equipments.map((member, index) => (
        <MemberCard key={member.key} form={form} index={index} groupId={groupId} disabled={disabled} />
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          disabled={disabled}
          onClick={() => form.insertListItem('equipments', newMember())}
        >
          {t('fleet.groups.members.add')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The tender trucks of a group. */
export function GroupTenders({
  form,
  groupId,
  disabled,
}: {
  form: TGroupForm;
  groupId?: number;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const choices = useQuery(tenderChoicesQuery(groupId));
  const warehouses = useWarehouseOptions();
  const taken = [
    ...form.values.equipments.map((entry) => entry.cdEquipamento),
    ...form.values.tenderTrucks.map((entry) => entry.cdEquipamento),
  ];
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('fleet.groups.tenders.hint')}
      </Text>
      {form.values.tenderTrucks.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('fleet.groups.tenders.empty')}
        </Text>
      )}
      {form.values.tenderTrucks.map((tender, index) => {
        const machine = choices.data?.find(
          (candidate) => String(candidate.cdEquipamento) === tender.cdEquipamento,
        );
        const path = (field: string) => `tenderTrucks.${index}.${field}`;
        return (
          <Card key={tender.key} withBorder padding="sm" radius="md" data-testid={`tender-${index}`}>
            <Group align="flex-end" wrap="wrap" gap="sm">
              <Select
                label={t('fleet.groups.tenders.equipment')}
                withAsterisk
                searchable
                w={320}
                data={machineOptions(choices.data ?? [], taken, tender.cdEquipamento)}
                {...form.getInputProps(path('cdEquipamento'))}
              />
              <Select
                label={t('fleet.groups.tenders.warehouse')}
                clearable
                w={240}
                data={warehouses}
                {...form.getInputProps(path('warehouseId'))}
              />
              <TextInput
                label={t('fleet.groups.tenders.description')}
                w={220}
                {...form.getInputProps(path('description'))}
              />
              <Checkbox
                mb={8}
                label={t('fleet.groups.tenders.loadLastToFirst')}
                {...form.getInputProps(path('loadLastToFirst'), { type: 'checkbox' })}
              />
              <ActionIcon
                mb={6}
                variant="subtle"
                color="red"
                disabled={disabled}
                aria-label={t('fleet.groups.tenders.remove', { name: machine?.name ?? String(index + 1) })}
                onClick={() => form.removeListItem('tenderTrucks', index)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Card>
        );
      })}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          disabled={disabled}
          onClick={() => form.insertListItem('tenderTrucks', newTender())}
        >
          {t('fleet.groups.tenders.add')}
        </Button>
      </Group>
    </Stack>
  );
}
