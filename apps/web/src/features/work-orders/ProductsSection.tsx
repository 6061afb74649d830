import { useMemo } from 'react';
import { ActionIcon, Button, Fieldset, Group, Select, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { displayUnitOf, type TProductRecord } from '@tramline/domain';
import { useLocale } from '../../i18n';
import { useUnitSystem } from '../../ui';
import { MeasureInput } from '../equipment/MeasureInput';
import { amountUnitLabel } from '../products/product-units';
import { BlendDetails, LineTotal } from './ProductLineDetails';
import {
  amountSettingsOfProduct,
  newProductLine,
  type TOrderFigures,
  type TWorkOrderFormValues,
} from './work-order-form-values';

/** The products with their rates and totals (a blend shows its recipe), and the carrier rate. */
export function ProductsSection({
  form,
  products,
  productById,
  figures,
}: {
  form: UseFormReturnType<TWorkOrderFormValues>;
  products: TProductRecord[];
  productById: ReadonlyMap<number, TProductRecord>;
  figures: TOrderFigures;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const system = useUnitSystem();
  const values = form.values;
  const productOptions = useMemo(
    () =>
      products.map((product) => ({
        value: String(product.id),
        label: product.isBlend
          ? `${product.descProduct} (${t('agronomy.products.blendBadge')})`
          : product.descProduct,
      })),
    [products, t],
  );
  return (
    <Fieldset legend={t('workOrders.form.sections.products')}>
      <Stack gap="sm">
        {values.products.map((line, index) => {
          const product = line.productId ? productById.get(Number(line.productId)) : undefined;
          const unit = product
            ? amountUnitLabel(
                amountSettingsOfProduct(product, locale, system),
                locale,
                t('agronomy.products.seedsPerArea', { area: displayUnitOf('area', locale, system) }),
                system,
              )
            : undefined;
          const computed = figures.lines.find((candidate) => candidate.productId === product?.id);
          return (
            <Stack key={line.key} gap={6} data-testid="product-line">
              <Group align="flex-start" gap="sm" wrap="nowrap">
                <Select
                  label={t('workOrders.form.product')}
                  withAsterisk
                  searchable
                  data={productOptions}
                  style={{ flex: 2 }}
                  {...form.getInputProps(`products.${index}.productId`)}
                />
                <MeasureInput
                  label={t('workOrders.form.rate')}
                  withAsterisk
                  unit={unit}
                  decimals={3}
                  style={{ flex: 1 }}
                  {...form.getInputProps(`products.${index}.rate`)}
                />
                <Stack gap={0} style={{ flex: 1 }} pt={4}>
                  <Text size="sm" fw={500}>
                    {t('workOrders.form.lineTotal')}
                  </Text>
                  <Text size="sm" pt={6} data-testid="line-total">
                    {product && computed && figures.areaHectares ? (
                      <LineTotal product={product} total={computed.total} />
                    ) : (
                      '—'
                    )}
                  </Text>
                </Stack>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={28}
                  aria-label={t('workOrders.form.removeProduct')}
                  disabled={values.products.length < 2}
                  onClick={() => form.removeListItem('products', index)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
              {product?.isBlend && (
                <BlendDetails
                  blend={product}
                  ratePerHectare={computed?.ratePerHectare ?? 0}
                  area={figures.areaHectares ?? 0}
                />
              )}
            </Stack>
          );
        })}
        {typeof form.errors.products === 'string' && (
          <Text c="red" size="sm" data-testid="products-error">
            {form.errors.products}
          </Text>
        )}
        <Group justify="space-between" align="flex-end">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.insertListItem('products', newProductLine())}
          >
            {t('workOrders.form.addProduct')}
          </Button>
          <MeasureInput
            quantity="liquidRate"
            label={t('workOrders.form.carrierRate')}
            description={t('workOrders.form.carrierHint')}
            w={260}
            {...form.getInputProps('carrierRate')}
          />
        </Group>
      </Stack>
    </Fieldset>
  );
}
