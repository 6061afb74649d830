import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Menu,
  SegmentedControl,
  Select,
  Text,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconCalculator,
  IconDots,
  IconEdit,
  IconPlus,
  IconRestore,
  IconSun,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PRODUCT_TYPES, type TProductRecord } from '@tramline/domain';
import { errorText } from '../../api';
import { useLocale } from '../../i18n';
import { DataTable, PageHeader, UnitValue, type DataTableColumn, useUnitSystem } from '../../ui';
import { useRecordActions, type TDeleteTexts } from '../../records/record-actions';
import { asPageQuery, useCanEditRecords } from '../../records/record-screens';
import { temperatureToInput, temperatureUnitOf } from './product-units';
import {
  deleteProduct,
  productKeys,
  productListQuery,
  restoreProduct,
  type TProductFilter,
} from './products.queries';
import { RateCalculator } from './RateCalculator';

const DELETE_TEXTS: TDeleteTexts = {
  title: 'agronomy.common.deleteTitle',
  body: 'agronomy.products.deleteBody',
  confirm: 'agronomy.common.delete',
  deleted: 'agronomy.common.deleted',
  error: 'agronomy.products.deleteError',
};

/** Products and blends of the branch: active by default, deleted ones on their own tab to restore. */
export function ProductList() {
  const { t } = useTranslation();
  const locale = useLocale();
  const system = useUnitSystem();
  const navigate = useNavigate();
  const canEdit = useCanEditRecords();
  const [filter, setFilter] = useState<TProductFilter>({ status: 'A' });
  const [calculating, setCalculating] = useState(false);
  const edit = (row: TProductRecord) => navigate(`/records/products/${row.id}/edit`);
  const { remove: removeRecord, refresh } = useRecordActions({
    invalidate: [productKeys.all],
    deleteTexts: DELETE_TEXTS,
  });
  const remove = (row: TProductRecord) => removeRecord(row.descProduct, () => deleteProduct(row.id));

  async function restore(row: TProductRecord) {
    try {
      await restoreProduct(row.id);
      notifications.show({
        color: 'green',
        message: t('agronomy.products.restored', { name: row.descProduct }),
      });
    } catch (error) {
      notifications.show({ color: 'red', message: errorText(error, t('errors.request')) });
    } finally {
      await refresh();
    }
  }

  const range = (min: number | null, max: number | null, format: (value: number) => string) =>
    min === null && max === null
      ? '—'
      : `${min === null ? '…' : format(min)} – ${max === null ? '…' : format(max)}`;

  const columns: DataTableColumn<TProductRecord>[] = [
    {
      key: 'descProduct',
      header: t('agronomy.products.columns.name'),
      sortable: true,
      render: (row) => (
        <Group gap={6} wrap="nowrap">
          <Text fw={600} size="sm">
            {row.descProduct}
          </Text>
          {row.isBlend && (
            <Badge size="xs" variant="light" color="grape" style={{ flexShrink: 0 }}>
              {t('agronomy.products.blendBadge')}
            </Badge>
          )}
          {row.sunRule && (
            <Tooltip label={t('agronomy.products.fields.sunRuleHint')}>
              <IconSun
                size={14}
                color="var(--mantine-color-orange-6)"
                aria-label={t('agronomy.products.fields.sunRule')}
              />
            </Tooltip>
          )}
        </Group>
      ),
    },
    {
      key: 'typeProduct',
      header: t('agronomy.products.columns.type'),
      sortable: true,
      render: (row) => t(`agronomy.productTypes.${row.typeProduct}`),
    },
    {
      key: 'epa',
      header: t('agronomy.products.columns.epa'),
      sortable: true,
      render: (row) => row.epa ?? '—',
    },
    {
      key: 'vlVelocWindMax',
      header: t('agronomy.products.columns.wind'),
      sortable: true,
      render: (row) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {row.vlVelocWindMin === null && row.vlVelocWindMax === null ? (
            '—'
          ) : (
            <>
              {row.vlVelocWindMin === null ? (
                '…'
              ) : (
                <UnitValue quantity="speed" value={row.vlVelocWindMin} maximumFractionDigits={0} />
              )}{' '}
              –{' '}
              {row.vlVelocWindMax === null ? (
                '…'
              ) : (
                <UnitValue quantity="speed" value={row.vlVelocWindMax} maximumFractionDigits={0} />
              )}
            </>
          )}
        </span>
      ),
    },
    {
      key: 'vlTemperatureMax',
      header: t('agronomy.products.columns.temperature'),
      sortable: true,
      render: (row) =>
        range(
          row.vlTemperatureMin,
          row.vlTemperatureMax,
          (value) => `${temperatureToInput(value, locale, system)} ${temperatureUnitOf(locale, system)}`,
        ),
    },
    {
      key: 'vlHumidityMax',
      header: t('agronomy.products.columns.humidity'),
      sortable: true,
      render: (row) => range(row.vlHumidityMin, row.vlHumidityMax, (value) => `${value}%`),
    },
    {
      key: 'missing',
      header: t('agronomy.products.columns.planning'),
      render: (row) =>
        row.missingWeather.length === 0 ? (
          <Badge size="xs" color="green" variant="light">
            {t('agronomy.products.weatherComplete')}
          </Badge>
        ) : (
          <Group gap={4}>
            {row.missingWeather.map((cause) => (
              <Badge key={cause} size="xs" color="orange" variant="light">
                {t(`agronomy.products.missing.${cause}`)}
              </Badge>
            ))}
          </Group>
        ),
    },
  ];
  if (canEdit)
    columns.push({
      key: 'actions',
      header: t('agronomy.common.actions'),
      align: 'right',
      width: 70,
      render: (row) => (
        <div onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                aria-label={t('agronomy.common.actionsFor', { name: row.descProduct })}
              >
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconEdit size={16} />} onClick={() => edit(row)}>
                {t('agronomy.common.edit')}
              </Menu.Item>
              {row.status === 'DELETED' ? (
                <Menu.Item leftSection={<IconRestore size={16} />} onClick={() => void restore(row)}>
                  {t('agronomy.products.restore')}
                </Menu.Item>
              ) : (
                <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => void remove(row)}>
                  {t('agronomy.common.delete')}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        </div>
      ),
    });

  return (
    <>
      <PageHeader
        title={t('screens.products')}
        subtitle={t('agronomy.products.subtitle')}
        actions={
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconCalculator size={16} />}
              onClick={() => setCalculating(true)}
            >
              {t('agronomy.rate.open')}
            </Button>
            {canEdit && (
              <>
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} />}
                  onClick={() => navigate('/records/products/new?blend=true')}
                >
                  {t('agronomy.products.newBlendButton')}
                </Button>
                <Button
                  leftSection={<IconPlus size={16} />}
                  onClick={() => navigate('/records/products/new')}
                >
                  {t('agronomy.products.newButton')}
                </Button>
              </>
            )}
          </Group>
        }
      />
      <DataTable
        id="records.products"
        columns={columns}
        rowKey={(row) => row.id}
        onRowClick={edit}
        initialSort={{ field: 'descProduct', direction: 'asc' }}
        query={(request) => asPageQuery(productListQuery(request, filter))}
        toolbar={
          <>
            <SegmentedControl
              value={filter.status}
              onChange={(value) => setFilter((current) => ({ ...current, status: value as 'A' | 'D' }))}
              data={[
                { value: 'A', label: t('agronomy.statuses.ACTIVE') },
                { value: 'D', label: t('agronomy.statuses.DELETED') },
              ]}
            />
            <Select
              aria-label={t('agronomy.products.columns.type')}
              placeholder={t('agronomy.products.allTypes')}
              clearable
              w={160}
              data={PRODUCT_TYPES.map((value) => ({ value, label: t(`agronomy.productTypes.${value}`) }))}
              value={filter.typeProduct ?? null}
              onChange={(value) => setFilter((current) => ({ ...current, typeProduct: value ?? undefined }))}
            />
          </>
        }
      />
      <RateCalculator opened={calculating} onClose={() => setCalculating(false)} />
    </>
  );
}
