import { useState } from 'react';
import { ActionIcon, Button, Group, Menu, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconDots,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  formatCalendarDate,
  type TLicenceInput,
  type TLicenceRecord,
  type TLicenceStatus,
} from '@tramline/domain';
import { errorText } from '../../api';
import { useLocale } from '../../i18n';
import { confirmAction } from '../../ui';
import { LicenceBadge } from './LicenceBadge';
import { LicenceForm } from './LicenceForm';

interface LicencesEditorProps {
  licences: TLicenceRecord[];
  today: string;
  readOnly?: boolean;
  /** Saves a new licence, or changes `previous`. */
  onSave: (licence: TLicenceInput, previous?: TLicenceRecord) => Promise<void>;
  /** Deactivate, reactivate or delete; reactivation and deletion are confirmed first. */
  onStatus: (licence: TLicenceRecord, status: TLicenceStatus) => Promise<void>;
}

/** An employee's applicator and dicamba licences with their standing and actions. */
export function LicencesEditor({ licences, today, readOnly, onSave, onStatus }: LicencesEditorProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  // undefined: closed; null: a new licence; a record: that licence.
  const [editing, setEditing] = useState<TLicenceRecord | null | undefined>(undefined);
  const initialOf = (record: TLicenceRecord): TLicenceInput => ({
    ...(record.id > 0 ? { id: record.id, version: record.version } : {}),
    type: record.type,
    number: record.number,
    effectiveDate: record.effectiveDate,
    expirationDate: record.expirationDate,
  });

  async function change(licence: TLicenceRecord, status: TLicenceStatus) {
    const name = `${t(`people.licences.types.${licence.type}`)} ${licence.number}`;
    if (status !== 'DEACTIVATED') {
      const confirmed = await confirmAction({
        title:
          status === 'DELETED'
            ? t('people.licences.deleteTitle', { name })
            : t('people.licences.reactivateTitle', { name }),
        message: status === 'DELETED' ? t('people.licences.deleteBody') : t('people.licences.reactivateBody'),
        confirmLabel: status === 'DELETED' ? t('people.common.delete') : t('people.licences.reactivate'),
        danger: status === 'DELETED',
      });
      if (!confirmed) return;
    }
    try {
      await onStatus(licence, status);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('people.licences.statusError'),
        message: errorText(error, t('errors.request')),
      });
    }
  }

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={3} size="h5">
          {t('people.licences.title')}
        </Title>
        {!readOnly && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => setEditing(null)}
          >
            {t('people.licences.add')}
          </Button>
        )}
      </Group>
      {licences.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('people.licences.none')}
        </Text>
      ) : (
        <Table verticalSpacing={6} fz="sm" data-testid="licences">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('people.licences.number')}</Table.Th>
              <Table.Th>{t('people.licences.effectiveDate')}</Table.Th>
              <Table.Th>{t('people.licences.standingColumn')}</Table.Th>
              {!readOnly && <Table.Th w={40} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {licences.map((licence, index) => (
              <Table.Tr key={licence.id > 0 ? licence.id : `new-${index}`}>
                <Table.Td>{licence.number}</Table.Td>
                <Table.Td>{formatCalendarDate(licence.effectiveDate, locale)}</Table.Td>
                <Table.Td>
                  <LicenceBadge licence={licence} today={today} />
                </Table.Td>
                {!readOnly && (
                  <Table.Td>
                    <Menu position="bottom-end" withinPortal>
                      <Menu.Target>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('people.common.actionsFor', { name: licence.number })}
                        >
                          <IconDots size={16} />
                        </ActionIcon>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => setEditing(licence)}>
                          {t('people.common.edit')}
                        </Menu.Item>
                        {licence.id > 0 && licence.status === 'ACTIVE' && (
                          <Menu.Item
                            leftSection={<IconPlayerPause size={14} />}
                            onClick={() => void change(licence, 'DEACTIVATED')}
                          >
                            {t('people.licences.deactivate')}
                          </Menu.Item>
                        )}
                        {licence.id > 0 && licence.status === 'DEACTIVATED' && (
                          <Menu.Item
                            leftSection={<IconPlayerPlay size={14} />}
                            onClick={() => void change(licence, 'ACTIVE')}
                          >
                            {t('people.licences.reactivate')}
                          </Menu.Item>
                        )}
                        <Menu.Item
                          color="red"
                          leftSection={<IconTrash size={14} />}
                          onClick={() => void change(licence, 'DELETED')}
                        >
                          {t('people.common.delete')}
                        </Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {editing !== undefined && (
        <LicenceForm
          opened
          initial={editing ? initialOf(editing) : undefined}
          onClose={() => setEditing(undefined)}
          onSave={(licence) => onSave(licence, editing ?? undefined)}
        />
      )}
    </Stack>
  );
}
