import { useEffect, useMemo, useRef } from 'react';
import { Fieldset, MultiSelect, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { FORM_INDEX, useForm } from '@mantine/form';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  CHEMICAL_ADDITIONS,
  CONSOLIDATIONS,
  DISTRIBUTION_TYPES,
  GROUP_TIMING_FILTERS,
  MIXTURE_TYPES,
  PRODUCT_TYPES,
  TENDER_LOADING_ORDERS,
  ZEquipmentGroupInput,
  capacityQuantityOf,
  type TEquipmentGroupRecord,
  type TEquipmentRecord,
} from '@tramline/domain';
import { useLocale } from '../../i18n';
import { RecordFormFrame, zodValidator, useUnitSystem } from '../../ui';
import { useCanEditRecords, useLocationOptions, withFormPaths } from '../../records/record-screens';
import { MeasureInput } from '../equipment/MeasureInput';
import { useBranchTimeZone } from '../session/use-branch';
import {
  groupKeys,
  implementChoicesQuery,
  memberChoicesQuery,
  saveGroup,
  tenderChoicesQuery,
} from './equipment-groups.queries';
import { GroupMembers, GroupTenders } from './GroupMachines';
import { groupFormValuesOf, groupInputOf, type TGroupFormValues } from './group-form-values';
import { WorkingPeriodsTable } from './WorkingPeriodsTable';
import { groupRuleErrors, type TGroupRuleFacts } from './group-rules';

/** Server paths of clock fields name their hour or minute; the form holds the time as one field. */
function collapseClockErrors(errors: Record<string, string>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = path
      .replace(/\.(start|end)\.(hour|minute)$/, '.$1')
      .replace(/^autoSendTime\.(hour|minute)$/, 'autoSendTime');
    result[field] ??= message;
  }
  return result;
}

/**
 * The machines and implements the entries of the form name, loaded through the same queries the
 * machine cards use, so the member and tender rules can run before the round trip.
 */
function useGroupRuleFacts(values: TGroupFormValues, groupId: number | undefined): TGroupRuleFacts {
  const members = useQuery(memberChoicesQuery(groupId));
  const tenders = useQuery(tenderChoicesQuery(groupId));
  const machines = useMemo(
    () =>
      new Map<number, TEquipmentRecord>(
        [...(members.data ?? []), ...(tenders.data ?? [])].map((machine) => [machine.cdEquipamento, machine]),
      ),
    [members.data, tenders.data],
  );
  const wanted = [
    ...values.equipments.map((member) => Number(member.cdEquipamento)),
    ...values.tenderTrucks
      .map((tender) => machines.get(Number(tender.cdEquipamento)))
      .filter((machine) => machine?.fixedImplementId != null)
      .map((machine) => machine!.cdEquipamento),
  ].filter((id, index, all) => id > 0 && all.indexOf(id) === index);
  const lists = useQueries({ queries: wanted.map((id) => implementChoicesQuery(id)) });
  const loaded = new Map(wanted.map((id, index) => [id, lists[index]?.data]));
  return { machines, implementsOf: (equipmentId) => loaded.get(equipmentId) };
}

/** The equipment group form (the spec's order configuration): loads, working periods, machines and tenders. */
export function GroupForm({ record }: { record?: TEquipmentGroupRecord }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const system = useUnitSystem();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canEdit = useCanEditRecords();
  const locationOptions = useLocationOptions();
  const branchTimeZone = useBranchTimeZone();
  const timeZone = record?.timeZone ?? branchTimeZone;
  const validate = useMemo(() => zodValidator<unknown>(ZEquipmentGroupInput, locale), [locale]);
  const facts = useRef<TGroupRuleFacts>({ machines: new Map(), implementsOf: () => undefined });
  const form = useForm<TGroupFormValues>({
    initialValues: groupFormValuesOf(record, locale, system),
    validate: (values) => ({
      ...groupRuleErrors(values, facts.current, locale),
      ...collapseClockErrors(validate(groupInputOf(values, locale, record, system))),
    }),
    validateInputOnBlur: true,
    // The member and tender rules answer as soon as an implement, a count or a tender is picked.
    validateInputOnChange: [
      `equipments.${FORM_INDEX}.implementId`,
      `equipments.${FORM_INDEX}.compartmentCount`,
      `tenderTrucks.${FORM_INDEX}.cdEquipamento`,
    ],
  });
  const values = form.values;
  const ruleFacts = useGroupRuleFacts(values, record?.id);
  useEffect(() => {
    facts.current = ruleFacts;
  });
  // A machine picked by the user is checked once the implements it can work with have loaded.
  const loadedMachines = values.equipments
    .map((member) => member.cdEquipamento)
    .filter((id) => id !== null && ruleFacts.implementsOf(Number(id)) !== undefined)
    .join(',');
  useEffect(() => {
    form.values.equipments.forEach((member, index) => {
      if (member.cdEquipamento === null || !form.isTouched(`equipments.${index}.cdEquipamento`)) return;
      if (ruleFacts.implementsOf(Number(member.cdEquipamento)) === undefined) return;
      form.validateField(`equipments.${index}.cdEquipamento`);
      form.validateField(`equipments.${index}.implementId`);
    });
    // Runs when the set of machines with loaded implements changes, not on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadedMachines]);
  const capacity = capacityQuantityOf(values.mixtureType);
  const options = <T extends string>(values: readonly T[], label: (value: T) => string) =>
    values.map((value) => ({ value, label: label(value) }));

  async function submit(submitted: TGroupFormValues) {
    const saved = await withFormPaths(
      saveGroup(ZEquipmentGroupInput.parse(groupInputOf(submitted, locale, record, system))),
    );
    await queryClient.invalidateQueries({ queryKey: groupKeys.all });
    await queryClient.invalidateQueries({ queryKey: ['equipment'] });
    return saved;
  }

  const back = () => navigate('/settings/order-configurations');
  return (
    <RecordFormFrame
      titleOrder={1}
      readOnlyNotice={canEdit ? undefined : t('form.readOnlyRecords')}
      title={
        record ? `${t('screens.orderConfigurationEdit')}: ${record.name}` : t('screens.orderConfigurationNew')
      }
      form={form}
      onSubmit={submit}
      onSaved={back}
      onCancel={back}
    >
      <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="lg">
          <Fieldset legend={t('fleet.groups.tabs.general')}>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              <TextInput label={t('fleet.groups.fields.name')} withAsterisk {...form.getInputProps('name')} />
              <TextInput
                label={t('fleet.groups.fields.productiveOperation')}
                {...form.getInputProps('productiveOperation')}
              />
              <MultiSelect
                label={t('fleet.groups.fields.locations')}
                placeholder={
                  values.locationIds.length ? undefined : t('fleet.groups.fields.locationsPlaceholder')
                }
                data={locationOptions}
                clearable
                {...form.getInputProps('locationIds')}
              />
              <Select
                label={t('fleet.groups.fields.distributionType')}
                clearable
                data={options(DISTRIBUTION_TYPES, (value) => t(`fleet.groups.distributionTypes.${value}`))}
                {...form.getInputProps('distributionType')}
              />
              <Select
                label={t('fleet.groups.fields.mixtureType')}
                allowDeselect={false}
                data={options(MIXTURE_TYPES, (value) => t(`fleet.mixtureTypes.${value}`))}
                {...form.getInputProps('mixtureType')}
              />
              <MultiSelect
                label={t('fleet.groups.fields.productTypeFilter')}
                data={options(PRODUCT_TYPES, (value) => t(`fleet.productTypes.${value}`))}
                {...form.getInputProps('productTypeFilter')}
              />
              <MultiSelect
                label={t('fleet.groups.fields.timingFilter')}
                data={options(GROUP_TIMING_FILTERS, (value) => t(`fleet.groups.timings.${value}`))}
                {...form.getInputProps('timingFilter')}
              />
              <MeasureInput
                label={t('fleet.groups.fields.liquidRateThreshold')}
                quantity="liquidRate"
                {...form.getInputProps('liquidRateThreshold')}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} mt="md">
              <Switch
                label={t('fleet.groups.fields.active')}
                {...form.getInputProps('active', { type: 'checkbox' })}
              />
              <Switch
                label={t('fleet.groups.fields.robot')}
                {...form.getInputProps('robot', { type: 'checkbox' })}
              />
              <Switch
                label={t('fleet.groups.fields.autoAssignWorkOrders')}
                {...form.getInputProps('autoAssignWorkOrders', { type: 'checkbox' })}
              />
              <Switch
                label={t('fleet.groups.fields.individualOrdersPerField')}
                {...form.getInputProps('individualOrdersPerField', { type: 'checkbox' })}
              />
            </SimpleGrid>
          </Fieldset>

          <Fieldset legend={t('fleet.groups.tabs.loads')}>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              <Select
                label={t('fleet.groups.fields.consolidation')}
                allowDeselect={false}
                data={options(CONSOLIDATIONS, (value) => t(`fleet.groups.consolidations.${value}`))}
                {...form.getInputProps('consolidation')}
              />
              <Select
                label={t('fleet.groups.fields.chemicalAddition')}
                allowDeselect={false}
                data={options(CHEMICAL_ADDITIONS, (value) => t(`fleet.groups.chemicalAdditions.${value}`))}
                {...form.getInputProps('chemicalAddition')}
              />
              <Select
                label={t('fleet.groups.fields.tenderLoadingOrder')}
                allowDeselect={false}
                data={options(TENDER_LOADING_ORDERS, (value) =>
                  t(`fleet.groups.tenderLoadingOrders.${value}`),
                )}
                {...form.getInputProps('tenderLoadingOrder')}
              />
              <MeasureInput
                label={t('fleet.groups.fields.tankCapacity')}
                quantity={capacity}
                {...form.getInputProps('tankCapacity')}
              />
              <MeasureInput
                label={t('fleet.groups.fields.blenderCapacity')}
                quantity={capacity}
                {...form.getInputProps('blenderCapacity')}
              />
              <MeasureInput
                label={t('fleet.groups.fields.balanceLoads')}
                description={t('fleet.groups.fields.balanceLoadsHint')}
                decimals={2}
                step={0.05}
                max={1}
                {...form.getInputProps('balanceLoads')}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} mt="md">
              <Switch
                mt="lg"
                label={t('fleet.groups.fields.autoSendLoads')}
                {...form.getInputProps('autoSendLoads', { type: 'checkbox' })}
              />
              {values.autoSendLoads && (
                <TimeInput
                  label={t('fleet.groups.fields.autoSendTime')}
                  description={t('fleet.groups.fields.autoSendTimeHint', { timeZone })}
                  withAsterisk
                  {...form.getInputProps('autoSendTime')}
                />
              )}
            </SimpleGrid>
          </Fieldset>

          <Fieldset legend={t('fleet.groups.tabs.periods')}>
            <Text size="sm" c="dimmed" mb="xs">
              {t('fleet.groups.periods.hint', { timeZone })}
            </Text>
            <WorkingPeriodsTable form={form} />
          </Fieldset>

          <Fieldset legend={t('fleet.groups.tabs.machines')}>
            <GroupMembers form={form} groupId={record?.id} disabled={!canEdit} />
          </Fieldset>

          <Fieldset legend={t('fleet.groups.tabs.tenders')}>
            <GroupTenders form={form} groupId={record?.id} disabled={!canEdit} />
          </Fieldset>
        </Stack>
      </fieldset>
    </RecordFormFrame>
  );
}
