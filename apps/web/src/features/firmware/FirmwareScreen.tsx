import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock, IconRefresh } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFirmwarePackage, TFirmwareStatus } from '@tramline/domain';
import { errorText, useSession } from '../../api';
import { useLocale } from '../../i18n';
import { PageHeader, confirmAction } from '../../ui';
import { useLiveEvent } from '../schedule/use-live-event';
import { useCan } from '../users/use-can';
import { AssignFirmwareModal } from './AssignFirmwareModal';
import { FirmwareUploadForm } from './FirmwareUploadForm';
import {
  deleteFirmware,
  firmwareKeys,
  firmwareMachinesQuery,
  firmwarePackagesQuery,
} from './firmware.queries';

const STATUS_COLOURS: Record<TFirmwareStatus, string> = {
  pending: 'gray',
  downloading: 'blue',
  installed: 'green',
  failed: 'red',
};

function sizeText(bytes: number, locale: string) {
  if (bytes < 1024) return `${bytes} B`;
  const kilobytes = bytes / 1024;
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return kilobytes < 1024 ? `${format.format(kilobytes)} KB` : `${format.format(kilobytes / 1024)} MB`;
}

/** /settings/firmware-update: upload, the packages, and each machine's version, target and status. */
export function FirmwareScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useSession();
  const canManage = useCan('firmware.manage');
  const queryClient = useQueryClient();
  const packages = useQuery(firmwarePackagesQuery());
  const machines = useQuery(firmwareMachinesQuery());
  const [assigning, setAssigning] = useState<TFirmwarePackage | null>(null);
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });

  // Machines report through the machine API; their reports arrive live.
  useLiveEvent('firmware-changed', Boolean(session), () => {
    void queryClient.invalidateQueries({ queryKey: firmwareKeys.all });
  });

  async function remove(target: TFirmwarePackage) {
    const confirmed = await confirmAction({
      title: t('admin.firmware.packages.delete'),
      message: t('admin.firmware.packages.deleteConfirm', { version: target.version }),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await deleteFirmware(target.id);
      await queryClient.invalidateQueries({ queryKey: firmwareKeys.all });
      notifications.show({ color: 'green', message: t('admin.firmware.packages.deleted') });
    } catch (error) {
      notifications.show({ color: 'red', message: errorText(error, t('errors.request')) });
    }
  }

  return (
    <>
      <PageHeader title={t('screens.firmwareUpdate')} subtitle={t('admin.firmware.subtitle')} />
      <Stack gap="lg">
        {canManage ? (
          <FirmwareUploadForm />
        ) : (
          <Alert color="gray" icon={<IconLock size={18} />} data-testid="read-only-notice">
            {t('admin.firmware.readOnly')}
          </Alert>
        )}
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="firmware-packages">
          <Title order={2} size="h3" id="firmware-packages" mb="sm">
            {t('admin.firmware.packages.title')}
          </Title>
          {packages.data?.length === 0 ? (
            <Text c="dimmed">{t('admin.firmware.packages.empty')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={720}>
              <Table striped data-testid="firmware-packages">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('admin.firmware.upload.controller')}</Table.Th>
                    <Table.Th>{t('admin.firmware.upload.model')}</Table.Th>
                    <Table.Th>{t('admin.firmware.upload.version')}</Table.Th>
                    <Table.Th>{t('admin.firmware.packages.size')}</Table.Th>
                    <Table.Th>{t('admin.firmware.upload.sha256')}</Table.Th>
                    <Table.Th>{t('admin.firmware.packages.machines')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {(packages.data ?? []).map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td>{row.controller}</Table.Td>
                      <Table.Td>{row.model}</Table.Td>
                      <Table.Td fw={600} title={row.releaseNotes}>
                        {row.version}
                      </Table.Td>
                      <Table.Td>{sizeText(row.size, locale)}</Table.Td>
                      <Table.Td ff="monospace" title={row.sha256}>
                        {row.sha256.slice(0, 12)}…
                      </Table.Td>
                      <Table.Td>{row.machines}</Table.Td>
                      <Table.Td>
                        {canManage && (
                          <Group gap={4} wrap="nowrap">
                            <Button size="xs" variant="light" onClick={() => setAssigning(row)}>
                              {t('admin.firmware.packages.assign')}
                            </Button>
                            <Button size="xs" variant="subtle" color="red" onClick={() => remove(row)}>
                              {t('admin.firmware.packages.delete')}
                            </Button>
                          </Group>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="firmware-machines">
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h3" id="firmware-machines">
              {t('admin.firmware.machines.title')}
            </Title>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={() => void machines.refetch()}
            >
              {t('admin.firmware.machines.refresh')}
            </Button>
          </Group>
          {machines.data?.length === 0 ? (
            <Text c="dimmed">{t('admin.firmware.machines.empty')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={720}>
              <Table striped data-testid="firmware-machines">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('admin.firmware.machines.machine')}</Table.Th>
                    <Table.Th>{t('admin.firmware.machines.controllerModel')}</Table.Th>
                    <Table.Th>{t('admin.firmware.machines.current')}</Table.Th>
                    <Table.Th>{t('admin.firmware.machines.target')}</Table.Th>
                    <Table.Th>{t('admin.firmware.machines.status')}</Table.Th>
                    <Table.Th>{t('admin.firmware.machines.reportedAt')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {(machines.data ?? []).map((machine) => (
                    <Table.Tr
                      key={machine.equipmentId}
                      data-testid={`firmware-machine-${machine.equipmentId}`}
                    >
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {machine.code}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {machine.name}
                        </Text>
                      </Table.Td>
                      <Table.Td>{[machine.controller, machine.model].filter(Boolean).join(' · ')}</Table.Td>
                      <Table.Td>{machine.currentVersion ?? ''}</Table.Td>
                      <Table.Td>{machine.target?.version ?? ''}</Table.Td>
                      <Table.Td>
                        {machine.status && (
                          <Badge
                            variant="light"
                            color={STATUS_COLOURS[machine.status]}
                            title={machine.detail ?? undefined}
                          >
                            {t(`admin.firmware.statuses.${machine.status}`)}
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>
                        {machine.reportedAt ? when.format(new Date(machine.reportedAt)) : ''}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
      </Stack>
      {assigning && (
        <AssignFirmwareModal
          target={assigning}
          machines={machines.data ?? []}
          onClose={() => setAssigning(null)}
        />
      )}
    </>
  );
}
