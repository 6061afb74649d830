import { ActionIcon, Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TFieldSummary } from '@tramline/domain';
import { UnitValue } from '../../ui';

interface FieldTableProps {
  fields: TFieldSummary[];
  selectedId?: number | null;
  onSelect?: (field: TFieldSummary) => void;
  onEdit?: (field: TFieldSummary) => void;
  onDelete?: (field: TFieldSummary) => void;
}

/** Fields with their farm, zone and area in the locale's unit; unmapped ones flagged. */
export function FieldTable({ fields, selectedId, onSelect, onEdit, onDelete }: FieldTableProps) {
  const { t } = useTranslation();
  if (fields.length === 0)
    return (
      <Text c="dimmed" ta="center" py="md" size="sm">
        {t('agronomy.fields.empty')}
      </Text>
    );
  return (
    <Table striped highlightOnHover verticalSpacing="xs" data-testid="field-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('agronomy.fields.columns.name')}</Table.Th>
          <Table.Th>{t('agronomy.fields.columns.code')}</Table.Th>
          <Table.Th>{t('agronomy.fields.columns.farm')}</Table.Th>
          <Table.Th>{t('agronomy.fields.columns.zone')}</Table.Th>
          <Table.Th style={{ textAlign: 'right' }}>{t('agronomy.fields.columns.area')}</Table.Th>
          {(onEdit || onDelete) && <Table.Th />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {fields.map((field) => (
          <Table.Tr
            key={field.id}
            onClick={onSelect ? () => onSelect(field) : undefined}
            style={{
              cursor: onSelect ? 'pointer' : undefined,
              background: selectedId === field.id ? 'var(--mantine-color-green-0)' : undefined,
            }}
          >
            <Table.Td>
              <Text size="sm" fw={600}>
                {field.name}
              </Text>
              {field.geometryMissing && (
                <Badge size="xs" color="orange" variant="light" mt={2}>
                  {t('agronomy.fields.geometryMissing')}
                </Badge>
              )}
            </Table.Td>
            <Table.Td>{field.code ?? '—'}</Table.Td>
            <Table.Td>{field.farmName}</Table.Td>
            <Table.Td>{field.zoneName ?? '—'}</Table.Td>
            <Table.Td style={{ textAlign: 'right' }} data-testid="field-area">
              <UnitValue quantity="area" value={field.areaHectares} />
            </Table.Td>
            {(onEdit || onDelete) && (
              <Table.Td style={{ width: 76 }} onClick={(event) => event.stopPropagation()}>
                <Group gap={2} wrap="nowrap">
                  {onEdit && (
                    <Tooltip label={t('agronomy.common.edit')}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('agronomy.common.editNamed', { name: field.name })}
                        onClick={() => onEdit(field)}
                      >
                        <IconPencil size={16} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                  {onDelete && (
                    <Tooltip label={t('agronomy.common.delete')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('agronomy.common.deleteNamed', { name: field.name })}
                        onClick={() => onDelete(field)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
