import { Group, Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TProductRecord } from '@tramline/domain';
import { UnitValue, useUnits } from '../../ui';
import { densityToInput } from '../products/product-units';
import { blendRecipeOf } from './work-order-form-values';

/** The order's amount of one product over its area, in gallons or litres, pounds or kilograms, bags or seeds. */
export function LineTotal({ product, total }: { product: TProductRecord; total: number }) {
  const { t } = useTranslation();
  const units = useUnits();
  if (product.typeProduct === 'LIQUID')
    return <UnitValue quantity="volume" value={total} maximumFractionDigits={1} />;
  if (product.typeProduct !== 'SEED')
    return <UnitValue quantity="mass" value={total} maximumFractionDigits={1} />;
  if (product.seedsPerUnit)
    return (
      <span>{`${units.number(total / product.seedsPerUnit, { maximumFractionDigits: 1 })} ${product.rateUnit}`}</span>
    );
  return (
    <span>
      {t('workOrders.form.seeds', {
        count: Math.round(total),
        value: units.number(Math.round(total), { maximumFractionDigits: 0 }),
      })}
    </span>
  );
}

/** A blend in an order: its recipe scaled to the line's rate, its ammonia rate and its density. */
export function BlendDetails({
  blend,
  ratePerHectare,
  area,
}: {
  blend: TProductRecord;
  ratePerHectare: number;
  area: number;
}) {
  const { t } = useTranslation();
  const units = useUnits();
  const recipe = blendRecipeOf(blend, ratePerHectare);
  const rateText = (type: TProductRecord['typeProduct'], rate: number) =>
    type === 'LIQUID'
      ? units.format('liquidRate', rate)
      : type === 'SEED'
        ? units.number(rate, { maximumFractionDigits: 0 })
        : units.format('dryRate', rate);
  return (
    <Paper withBorder radius="sm" p="xs" bg="var(--mantine-color-gray-0)" data-testid="blend-details">
      <Group gap="lg" mb={6}>
        <Text size="sm">
          <Text span c="dimmed">
            {t('workOrders.form.ammoniaRate')}:{' '}
          </Text>
          <Text span fw={600} data-testid="blend-ammonia">
            {recipe.ammoniaRate === null ? '—' : units.format('dryRate', recipe.ammoniaRate)}
          </Text>
        </Text>
        <Text size="sm">
          <Text span c="dimmed">
            {t('workOrders.form.density')}:{' '}
          </Text>
          <Text span fw={600}>
            {recipe.density === null
              ? '—'
              : `${units.number(Number(densityToInput(recipe.density, blend.densityUnit)), { maximumFractionDigits: 3 })} ${blend.densityUnit}`}
          </Text>
        </Text>
      </Group>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {t('workOrders.form.recipe')}
      </Text>
      <Table withRowBorders={false} verticalSpacing={2} fz="sm">
        <Table.Tbody>
          {recipe.components.map((component) => (
            <Table.Tr key={component.productId}>
              <Table.Td>{component.descProduct}</Table.Td>
              <Table.Td ta="right">{rateText(component.typeProduct, component.rate)}</Table.Td>
              <Table.Td ta="right" c="dimmed">
                {component.typeProduct === 'LIQUID' ? (
                  <UnitValue quantity="volume" value={component.rate * area} maximumFractionDigits={1} />
                ) : component.typeProduct === 'SEED' ? (
                  units.number(component.rate * area, { maximumFractionDigits: 0 })
                ) : (
                  <UnitValue quantity="mass" value={component.rate * area} maximumFractionDigits={1} />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
