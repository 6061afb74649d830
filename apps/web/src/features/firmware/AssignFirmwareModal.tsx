import { useState } from 'react';
import { Button, Checkbox, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFirmwareMachine, TFirmwarePackage } from '@tramline/domain';
import { errorText } from '../../api';
import { assignFirmware, firmwareKeys } from './firmware.queries';

/** Assign a package to all machines of its controller and model, or to chosen ones. */
export function AssignFirmwareModal({
  target,
  machines,
  onClose,
}: {
  target: TFirmwarePackage;
  machines: readonly TFirmwareMachine[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fitting = machines.filter(
    (machine) => machine.controller === target.controller && machine.model === target.model,
  );
  const [allOfModel, setAllOfModel] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  async function submit() {
    setSaving(true);
    try {
      const result = await assignFirmware(target.id, {
        allOfModel,
        equipmentIds: allOfModel ? [] : chosen.map(Number),
      });
      await queryClient.invalidateQueries({ queryKey: firmwareKeys.all });
      notifications.show({
        color: 'green',
        message: t('admin.firmware.assign.assigned', { count: result.assigned.length }),
      });
      onClose();
    } catch (error) {
      notifications.show({ color: 'red', message: errorText(error, t('errors.request')) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('admin.firmware.assign.title', { version: target.version })}
      centered
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {target.controller} · {target.model}
        </Text>
        {fitting.length === 0 ? (
          <Text size="sm">{t('admin.firmware.assign.noFit')}</Text>
        ) : (
          <>
            <Checkbox
              label={t('admin.firmware.assign.allOfModel')}
              checked={allOfModel}
              onChange={(event) => setAllOfModel(event.currentTarget.checked)}
            />
            <MultiSelect
              label={t('admin.firmware.assign.machines')}
              disabled={allOfModel}
              searchable
              data={fitting.map((machine) => ({
                value: String(machine.equipmentId),
                label: `${machine.code} · ${machine.name}`,
              }))}
              value={chosen}
              onChange={setChosen}
              data-testid="firmware-assign-machines"
            />
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={saving} disabled={!allOfModel && chosen.length === 0}>
            {t('admin.firmware.assign.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
