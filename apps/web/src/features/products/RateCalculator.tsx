import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Divider,
  Group,
  Modal,
  MultiSelect,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  displayUnitOf,
  formatNumber,
  fromDisplayValue,
  HECTARES_PER_ACRE,
  NUTRIENTS,
  type TNutrient,
  type TRateCalculationResult,
} from '@tramline/domain';
import { errorText } from '../../api';
import { useLocale } from '../../i18n';
import { UnitValue, useUnitSystem } from '../../ui';
import { MeasureInput } from '../equipment/MeasureInput';
import { numberOrNull, type TInputNumber } from '../../records/input-units';
import { branchFieldsQuery } from '../fields/fields.queries';
import { amountFromInput, amountUnitLabel } from './product-units';
import { activeProductsQuery, calculateRates } from './products.queries';

type TTargetRow = { key: number; nutrient: TNutrient | null; target: TInputNumber };
type TLineRow = { key: number; productId: string | null; nutrient: string | null; rate: TInputNumber };

let rowKey = 0;
const nextKey = () => (rowKey += 1);

/**
 * The rate calculator: choose fields and nutrient targets, pick the products that supply them (or
 * a fixed rate), and read each product's rate, unit and total for the selected area with the
 * spec's warnings.
 */
export function RateCalculator({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const system = useUnitSystem();
  const fields = useQuery({ ...branchFieldsQuery(), enabled: opened });
  const products = useQuery({ ...activeProductsQuery(), enabled: opened });
  const [fieldIds, setFieldIds] = useState<string[]>([]);
  const [targets, setTargets] = useState<TTargetRow[]>([
    { key: nextKey(), nutrient: 'NITROGEN', target: '' },
  ]);
  const [lines, setLines] = useState<TLineRow[]>([
    { key: nextKey(), productId: null, nutrient: 'NITROGEN', rate: '' },
  ]);
  const [sprayVolume, setSprayVolume] = useState<TInputNumber>('');
  const [result, setResult] = useState<TRateCalculationResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const imperial = system === 'imperial';
  const areaUnit = displayUnitOf('area', locale, system);
  const selectedArea = (fields.data ?? [])
    .filter((field) => fieldIds.includes(String(field.id)))
    .reduce((sum, field) => sum + (field.areaHectares ?? 0), 0);
  const productOf = (id: string | null) => products.data?.find((product) => String(product.id) === id);
  const targetUnit = (nutrient: TNutrient | null) =>
    nutrient === 'SEED'
      ? t('agronomy.products.seedsPerArea', { area: areaUnit })
      : displayUnitOf('dryRate', locale, system);
  const lineUnit = (productId: string | null) => {
    const product = productOf(productId);
    if (!product) return '';
    return amountUnitLabel(product, locale, t('agronomy.products.seedsPerArea', { area: areaUnit }), system);
  };

  async function calculate() {
    setBusy(true);
    setError(null);
    setResult(null);
    try {
      const nutrients = targets
        .filter((row) => row.nutrient && numberOrNull(row.target) !== null)
        .map((row) => ({
          nutrient: row.nutrient!,
          target:
            row.nutrient === 'SEED'
              ? Number(row.target) / (imperial ? HECTARES_PER_ACRE : 1)
              : fromDisplayValue('dryRate', Number(row.target), locale, system),
        }));
      const requestLines = lines
        .filter((line) => line.productId)
        .map((line) => {
          const product = productOf(line.productId)!;
          return line.nutrient === 'RATE'
            ? {
                productId: product.id,
                rate: amountFromInput(product, line.rate, locale, undefined, system) ?? 0,
              }
            : { productId: product.id, nutrient: line.nutrient as TNutrient };
        });
      setResult(
        await calculateRates({
          fieldIds: fieldIds.map(Number),
          nutrients,
          lines: requestLines,
          sprayVolume:
            numberOrNull(sprayVolume) === null
              ? null
              : fromDisplayValue('liquidRate', Number(sprayVolume), locale, system),
        }),
      );
    } catch (failure) {
      setError(errorText(failure, t('errors.request')));
    } finally {
      setBusy(false);
    }
  }

  /** A product's rate per area in its own unit: per acre in English, per hectare otherwise. */
  const perArea = (value: number | null) =>
    value === null ? null : imperial ? value * HECTARES_PER_ACRE : value;

  return (
    <Modal opened={opened} onClose={onClose} title={t('agronomy.rate.title')} size="xl">
      <Stack gap="md">
        <MultiSelect
          label={t('agronomy.rate.fields')}
          withAsterisk
          searchable
          data={(fields.data ?? []).map((field) => ({
            value: String(field.id),
            label: `${field.name} · ${field.farmName}`,
          }))}
          value={fieldIds}
          onChange={setFieldIds}
          description={t('agronomy.rate.selectedArea', {
            area: `${formatNumber(imperial ? selectedArea / HECTARES_PER_ACRE : selectedArea, locale)} ${areaUnit}`,
          })}
        />
        <Divider label={t('agronomy.rate.nutrients')} labelPosition="left" />
        {targets.map((row, index) => (
          <Group key={row.key} gap="sm" wrap="nowrap" align="flex-end">
            <Select
              style={{ flex: 1 }}
              label={index === 0 ? t('agronomy.rate.nutrient') : undefined}
              aria-label={t('agronomy.rate.nutrient')}
              data={NUTRIENTS.map((value) => ({ value, label: t(`agronomy.nutrients.${value}`) }))}
              value={row.nutrient}
              onChange={(value) =>
                setTargets((rows) =>
                  rows.map((item) =>
                    item.key === row.key ? { ...item, nutrient: value as TNutrient } : item,
                  ),
                )
              }
            />
            <MeasureInput
              style={{ flex: 1 }}
              label={index === 0 ? t('agronomy.rate.target') : undefined}
              aria-label={t('agronomy.rate.target')}
              unit={targetUnit(row.nutrient)}
              value={row.target}
              onChange={(value) =>
                setTargets((rows) =>
                  rows.map((item) =>
                    item.key === row.key ? { ...item, target: value as TInputNumber } : item,
                  ),
                )
              }
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mb={4}
              aria-label={t('agronomy.rate.removeRow')}
              onClick={() => setTargets((rows) => rows.filter((item) => item.key !== row.key))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => setTargets((rows) => [...rows, { key: nextKey(), nutrient: null, target: '' }])}
          >
            {t('agronomy.rate.addNutrient')}
          </Button>
        </Group>
        <Divider label={t('agronomy.rate.products')} labelPosition="left" />
        {lines.map((line, index) => (
          <Group key={line.key} gap="sm" wrap="nowrap" align="flex-end">
            <Select
              style={{ flex: 2 }}
              label={index === 0 ? t('agronomy.rate.product') : undefined}
              aria-label={t('agronomy.rate.product')}
              searchable
              data={(products.data ?? []).map((product) => ({
                value: String(product.id),
                label: product.descProduct,
              }))}
              value={line.productId}
              onChange={(value) =>
                setLines((rows) =>
                  rows.map((item) => (item.key === line.key ? { ...item, productId: value } : item)),
                )
              }
            />
            <Select
              style={{ flex: 1 }}
              label={index === 0 ? t('agronomy.rate.supplies') : undefined}
              aria-label={t('agronomy.rate.supplies')}
              allowDeselect={false}
              data={[
                ...targets
                  .filter((row) => row.nutrient)
                  .map((row) => ({ value: row.nutrient!, label: t(`agronomy.nutrients.${row.nutrient!}`) })),
                { value: 'RATE', label: t('agronomy.rate.fixedRate') },
              ]}
              value={line.nutrient}
              onChange={(value) =>
                setLines((rows) =>
                  rows.map((item) => (item.key === line.key ? { ...item, nutrient: value } : item)),
                )
              }
            />
            {line.nutrient === 'RATE' && (
              <MeasureInput
                style={{ flex: 1 }}
                aria-label={t('agronomy.rate.rate')}
                unit={lineUnit(line.productId)}
                decimals={3}
                value={line.rate}
                onChange={(value) =>
                  setLines((rows) =>
                    rows.map((item) =>
                      item.key === line.key ? { ...item, rate: value as TInputNumber } : item,
                    ),
                  )
                }
              />
            )}
            <ActionIcon
              variant="subtle"
              color="red"
              mb={4}
              aria-label={t('agronomy.rate.removeRow')}
              onClick={() => setLines((rows) => rows.filter((item) => item.key !== line.key))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Group justify="space-between" align="flex-end">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() =>
              setLines((rows) => [...rows, { key: nextKey(), productId: null, nutrient: 'RATE', rate: '' }])
            }
          >
            {t('agronomy.rate.addProduct')}
          </Button>
          <MeasureInput
            w={200}
            label={t('agronomy.rate.sprayVolume')}
            quantity="liquidRate"
            value={sprayVolume}
            onChange={(value) => setSprayVolume(value as TInputNumber)}
          />
        </Group>
        {error && <Alert color="red">{error}</Alert>}
        {result && (
          <Stack gap="xs" data-testid="rate-result">
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('agronomy.rate.product')}</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>{t('agronomy.rate.rate')}</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>{t('agronomy.rate.total', { area: '' })}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.lines.map((line) => (
                  <Table.Tr key={`${line.productId}-${line.nutrient}`}>
                    <Table.Td>{line.descProduct}</Table.Td>
                    <Table.Td style={{ textAlign: 'right' }}>
                      {line.rateInProductUnit === null
                        ? '—'
                        : `${formatNumber(perArea(line.rateInProductUnit)!, locale, { maximumFractionDigits: 2 })} ${line.productUnit}/${areaUnit}`}
                    </Table.Td>
                    <Table.Td style={{ textAlign: 'right' }}>
                      {line.totalInProductUnit === null
                        ? '—'
                        : `${formatNumber(line.totalInProductUnit, locale, { maximumFractionDigits: 1 })} ${line.productUnit}`}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text size="sm" c="dimmed">
              {t('agronomy.rate.area')}: <UnitValue quantity="area" value={result.areaHectares} />
            </Text>
            {result.warnings.map((warning, index) => (
              <Alert
                key={`${warning.code}-${index}`}
                color="orange"
                icon={<IconAlertTriangle size={16} />}
                p="xs"
                title={warning.code}
              >
                {warning.message}
              </Alert>
            ))}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button onClick={() => void calculate()} loading={busy}>
            {t('agronomy.rate.calculate')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
