import { useMemo, useState } from 'react';
import { Button, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZEquipmentGroupInput, type TEquipmentGroupRecord } from '@tramline/domain';
import { errorText, isApiError } from '../../api';
import { useLocale } from '../../i18n';
import { zodValidator, useUnitSystem } from '../../ui';
import { toFormPath, useCanEditRecords } from '../../records/record-screens';
import { groupKeys, saveGroup } from '../equipment-groups/equipment-groups.queries';
import {
  groupFormValuesOf,
  groupInputOf,
  type TGroupFormValues,
} from '../equipment-groups/group-form-values';
import { WorkingPeriodsTable } from '../equipment-groups/WorkingPeriodsTable';

type THoursValues = Pick<TGroupFormValues, 'workingPeriods' | 'autoSendLoads' | 'autoSendTime'>;

const OWN_FIELDS = /^(workingPeriods\.|autoSendLoads$|autoSendTime$)/;

/** Error messages by form path; clock parts (`.start.minute`) collapse onto their field. */
function formErrorsOf(errors: Record<string, string>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) result[toFormPath(path)] ??= message;
  return result;
}

/**
 * The group's working hours per weekday (start, end, overtime limit) and its auto-send options,
 * edited from the schedule and saved through the equipment-group API with the group's version, so
 * the group form and the schedule never overwrite each other. Only users who may edit records save;
 * the others read the same fields disabled.
 */
export function GroupHoursSection({ record }: { record: TEquipmentGroupRecord }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const system = useUnitSystem();
  const queryClient = useQueryClient();
  const canEdit = useCanEditRecords();
  const [saving, setSaving] = useState(false);
  const validate = useMemo(() => zodValidator<unknown>(ZEquipmentGroupInput, locale), [locale]);
  const inputOf = (values: THoursValues) =>
    groupInputOf({ ...groupFormValuesOf(record, locale, system), ...values }, locale, record, system);
  const form = useForm<THoursValues>({
    initialValues: (() => {
      const { workingPeriods, autoSendLoads, autoSendTime } = groupFormValuesOf(record, locale, system);
      return { workingPeriods, autoSendLoads, autoSendTime };
    })(),
    validate: (values) => formErrorsOf(validate(inputOf(values))),
    validateInputOnBlur: true,
  });
  const values = form.values;

  async function save(submitted: THoursValues) {
    const errors = formErrorsOf(validate(inputOf(submitted)));
    const foreign = Object.entries(errors).find(([path]) => !OWN_FIELDS.test(path));
    if (foreign) {
      notifications.show({ color: 'red', message: `${t('schedule.settings.groupInvalid')} ${foreign[1]}` });
      return;
    }
    setSaving(true);
    try {
      await saveGroup(ZEquipmentGroupInput.parse(inputOf(submitted)));
      notifications.show({ color: 'green', message: t('schedule.settings.hoursSaved') });
      await queryClient.invalidateQueries({ queryKey: groupKeys.all });
    } catch (error) {
      if (isApiError(error) && error.details.length > 0)
        form.setErrors(
          formErrorsOf(Object.fromEntries(error.details.map((detail) => [detail.path, detail.message]))),
        );
      notifications.show({ color: 'red', message: errorText(error, t('schedule.rules.error')) });
      // A stale version (another user saved the group meanwhile) reloads the group's current hours.
      if (isApiError(error) && error.status === 409)
        await queryClient.invalidateQueries({ queryKey: groupKeys.detail(record.id) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={form.onSubmit((submitted) => void save(submitted))}>
      <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="xs">
          <Title order={3} size="h6">
            {t('schedule.settings.hours')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('fleet.groups.periods.hint', { timeZone: record.timeZone })}
          </Text>
          <WorkingPeriodsTable form={form} compact clearable={canEdit} />
          <Group align="flex-end">
            <Switch
              label={t('schedule.settings.autoSend')}
              {...form.getInputProps('autoSendLoads', { type: 'checkbox' })}
            />
            {values.autoSendLoads && (
              <TimeInput
                size="xs"
                label={t('schedule.settings.autoSendHour')}
                withAsterisk
                {...form.getInputProps('autoSendTime')}
              />
            )}
          </Group>
          {canEdit ? (
            <Group justify="flex-end">
              <Button type="submit" size="xs" variant="light" loading={saving}>
                {t('schedule.settings.saveHours')}
              </Button>
            </Group>
          ) : (
            <Text size="xs" c="dimmed">
              {t('schedule.settings.hoursReadOnly')}
            </Text>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}
