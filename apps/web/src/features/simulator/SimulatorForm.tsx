import {
  Button,
  Card,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  Slider,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  SIMULATOR_MAX_BREAKDOWN_MINUTES,
  SIMULATOR_MAX_SPEED,
  SIMULATOR_MIN_SPEED,
  SIMULATOR_TIMINGS,
  ZSimulatorStart,
} from '@tramline/domain';
import { errorText, isApiError } from '../../api';
import { useLocale } from '../../i18n';
import { zodValidator } from '../../ui';
import { equipmentListQuery } from '../equipment/equipment.queries';
import { groupListQuery } from '../equipment-groups/equipment-groups.queries';
import { useStartRun } from './simulator.mutations';
import { formPathOf, initialSimulatorValues, requestOf, type TSimulatorFormValues } from './simulator-form';

/** Date, machines or a group, speed, timing and disturbances of a new run. */
export function SimulatorForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const start = useStartRun();
  const machines = useQuery(equipmentListQuery({ page: 0, size: 500, sort: 'id,asc', active: true }));
  const groups = useQuery(groupListQuery({ page: 0, size: 500, sort: 'id,asc' }));
  const validateRequest = zodValidator<unknown>(ZSimulatorStart, locale);
  const form = useForm<TSimulatorFormValues>({
    initialValues: initialSimulatorValues(),
    validate: (values) =>
      Object.fromEntries(
        Object.entries(validateRequest(requestOf(values))).map(([path, message]) => [
          formPathOf(path, values),
          message,
        ]),
      ),
  });
  const values = form.getValues();

  async function submit(values: TSimulatorFormValues) {
    try {
      const run = await start.mutateAsync(requestOf(values));
      notifications.show({ color: 'green', message: t('simulator.form.started', { id: run.id }) });
    } catch (error) {
      if (isApiError(error))
        for (const detail of error.details)
          form.setFieldError(formPathOf(detail.path.replace(/^body\./, ''), values), detail.message);
      notifications.show({ color: 'red', message: errorText(error, t('errors.request')) });
    }
  }

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="simulator-form-title">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="simulator-form-title">
            {t('simulator.form.title')}
          </Title>
          <DateInput
            label={t('simulator.form.date')}
            withAsterisk
            valueFormat="L"
            data-autofocus
            {...form.getInputProps('date')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="simulator-by">
              {t('simulator.form.choose')}
            </Text>
            <SegmentedControl
              aria-labelledby="simulator-by"
              data={[
                { value: 'group', label: t('simulator.form.byGroup') },
                { value: 'machines', label: t('simulator.form.byMachines') },
              ]}
              {...form.getInputProps('by')}
            />
          </Stack>
          {values.by === 'group' ? (
            <Select
              label={t('simulator.form.group')}
              withAsterisk
              searchable
              data={(groups.data?.content ?? []).map((group) => ({
                value: String(group.id),
                label: group.name,
              }))}
              disabled={groups.isLoading}
              {...form.getInputProps('groupId')}
            />
          ) : (
            <MultiSelect
              label={t('simulator.form.machines')}
              withAsterisk
              searchable
              data={(machines.data?.content ?? []).map((machine) => ({
                value: String(machine.cdEquipamento),
                label: machine.name,
              }))}
              disabled={machines.isLoading}
              {...form.getInputProps('equipmentIds')}
            />
          )}
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('simulator.form.speed')}: {t('simulator.form.speedValue', { speed: values.speedFactor })}
            </Text>
            <Slider
              thumbLabel={t('simulator.form.speed')}
              min={SIMULATOR_MIN_SPEED}
              max={SIMULATOR_MAX_SPEED}
              label={(value) => t('simulator.form.speedValue', { speed: value })}
              marks={[1, 10, 30, 60].map((value) => ({ value, label: `${value}x` }))}
              mb="md"
              {...form.getInputProps('speedFactor')}
            />
          </Stack>
          <Select
            label={t('simulator.form.timing')}
            description={t('simulator.form.timingHelp')}
            allowDeselect={false}
            data={SIMULATOR_TIMINGS.map((timing) => ({
              value: timing,
              label: t(`simulator.form.timings.${timing}`),
            }))}
            {...form.getInputProps('timing')}
          />
          <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
            <Text component="legend" size="sm" fw={500}>
              {t('simulator.form.disturbances')}
            </Text>
            <Checkbox
              label={t('simulator.form.breakdown')}
              {...form.getInputProps('breakdown', { type: 'checkbox' })}
            />
            {values.breakdown && (
              <NumberInput
                label={t('simulator.form.breakdownMinutes')}
                min={1}
                max={SIMULATOR_MAX_BREAKDOWN_MINUTES}
                allowDecimal={false}
                w={200}
                {...form.getInputProps('breakdownMinutes')}
              />
            )}
            <Checkbox
              label={t('simulator.form.wrongField')}
              {...form.getInputProps('wrongField', { type: 'checkbox' })}
            />
            <Checkbox
              label={t('simulator.form.skipOrder')}
              {...form.getInputProps('skipOrder', { type: 'checkbox' })}
            />
          </Stack>
          <Group justify="flex-end">
            <Button type="submit" loading={start.isPending}>
              {t('simulator.form.start')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
