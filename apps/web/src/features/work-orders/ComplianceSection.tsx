import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TClosedOrderReport, TComplianceCheck, TProductRecord } from '@tramline/domain';
import { useLocale } from '../../i18n';
import { useUnits } from '../../ui';
import { Section } from './ReportSection';
import {
  factorStanding,
  limitsOf,
  rangeText,
  temperatureText,
  type TFactorStanding,
} from './work-order-display';

const STANDING_COLOURS: Record<TFactorStanding, string> = {
  within: 'green',
  outside: 'red',
  noLimit: 'gray',
  noData: 'gray',
};
const FACTORS = ['WIND', 'TEMPERATURE', 'HUMIDITY'] as const;

/**
 * The weather observed during the application against each product's limits, beside the forecast
 * the label gate read at dispatch, and the applicator's licence.
 */
export function ComplianceSection({
  report,
  productById,
}: {
  report: TClosedOrderReport;
  productById: ReadonlyMap<number, TProductRecord>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const units = useUnits();
  const { workOrder, compliance } = report;
  const check = (factor: TComplianceCheck['factor']) =>
    compliance.checks.find((candidate) => candidate.factor === factor) ?? null;
  const forecastCheck = (factor: TComplianceCheck['factor']) =>
    compliance.dispatchChecks.find((candidate) => candidate.factor === factor) ?? null;
  const factorText = (factor: TComplianceCheck['factor'], value: number) =>
    factor === 'WIND'
      ? units.format('speed', value)
      : factor === 'TEMPERATURE'
        ? temperatureText(value, locale, units.system)
        : `${units.number(value, { maximumFractionDigits: 0 })}%`;
  return (
    <Section title={t('workOrders.report.sections.compliance')} testId="report-compliance">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {compliance.weatherHours > 0
            ? t('workOrders.report.weatherHours', { count: compliance.weatherHours })
            : t('workOrders.report.noWeather')}
        </Text>
        {compliance.dispatchHours > 0 && (
          <Text size="sm" c="dimmed" data-testid="report-dispatch-hours">
            {t('workOrders.report.dispatchHours', { count: compliance.dispatchHours })}
          </Text>
        )}
        <Table withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              {FACTORS.map((factor) => (
                <Table.Th key={factor}>{t(`workOrders.report.factors.${factor}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th>{t('workOrders.report.observed')}</Table.Th>
              {FACTORS.map((factor) => {
                const seen = check(factor);
                return (
                  <Table.Td key={factor} fw={600}>
                    {seen
                      ? rangeText(seen.observedMin, seen.observedMax, (value) => factorText(factor, value))
                      : '—'}
                  </Table.Td>
                );
              })}
            </Table.Tr>
            {compliance.dispatchHours > 0 && (
              <Table.Tr data-testid="compliance-dispatch">
                <Table.Th>{t('workOrders.report.forecastAtDispatch')}</Table.Th>
                {FACTORS.map((factor) => {
                  const forecast = forecastCheck(factor);
                  return (
                    <Table.Td key={factor}>
                      {forecast
                        ? rangeText(forecast.observedMin, forecast.observedMax, (value) =>
                            factorText(factor, value),
                          )
                        : '—'}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            )}
            {workOrder.products.map((line) => {
              const product = productById.get(line.productId);
              return (
                <Table.Tr key={line.productId} data-testid="compliance-product">
                  <Table.Th fw={500}>{line.descProduct}</Table.Th>
                  {FACTORS.map((factor) => {
                    if (!product) return <Table.Td key={factor}>—</Table.Td>;
                    const limits = limitsOf(product, factor);
                    const standing = factorStanding(
                      check(factor) ?? { observedMin: null, observedMax: null },
                      limits,
                    );
                    return (
                      <Table.Td key={factor}>
                        <Group gap={6} wrap="nowrap">
                          <span>
                            {rangeText(limits.min, limits.max, (value) => factorText(factor, value))}
                          </span>
                          <Badge size="xs" variant="light" color={STANDING_COLOURS[standing]}>
                            {t(`workOrders.report.standing.${standing}`)}
                          </Badge>
                        </Group>
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {t('workOrders.report.licence')}:
          </Text>
          {compliance.licenceInForce ? (
            <Badge color="green" variant="light">
              {t('workOrders.report.licenceInForce')}
            </Badge>
          ) : (
            <Badge color="red" variant="light">
              {t('workOrders.report.licenceMissing', {
                types: compliance.missingLicences
                  .map((type) => t(`people.licences.types.${type}`, { defaultValue: type }))
                  .join(', '),
              })}
            </Badge>
          )}
        </Group>
        {compliance.licenceAlerts.map((alert) => (
          <Text key={alert.productId} size="sm" c="red" data-testid="report-licence-alert">
            {t('workOrders.report.licenceMissingFor', {
              product: alert.descProduct,
              types: alert.missing
                .map((type) => t(`people.licences.types.${type}`, { defaultValue: type }))
                .join(', '),
            })}
          </Text>
        ))}
      </Stack>
    </Section>
  );
}
