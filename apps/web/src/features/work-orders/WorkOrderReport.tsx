import { Alert, Badge, Button, Center, Group, Loader, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconHistory, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime, formatDuration, formatNumber, seconds, type TLocale } from '@tramline/domain';
import { errorText } from '../../api';
import { useLocale } from '../../i18n';
import { PageHeader, UnitValue, useUnits } from '../../ui';
import { rateText, seedsPerAreaOf } from './work-order-display';
import { workOrderDocumentQuery, workOrderReportQuery } from './work-orders.queries';
import { ticketOf } from '@tramline/domain';
import { ComplianceSection } from './ComplianceSection';
import { Facts, Section } from './ReportSection';
import { CoverageFigures, CoverageMaps } from './AsAppliedSections';

/** Applied over planned as a signed percentage (`+4.2%`), or nothing when either is missing. */
function deviation(planned: number | null, applied: number | null, locale: TLocale): string {
  if (planned === null || applied === null || planned <= 0) return '';
  const percent = ((applied - planned) / planned) * 100;
  const sign = percent > 0 ? '+' : '';
  return `${sign}${formatNumber(percent, locale, { maximumFractionDigits: 1 })}%`;
}

/**
 * The closed-order application report: the order, planned against applied area, volume and time,
 * the weather during the application against each product's limits and the applicator's licence,
 * the applicator, the as-applied coverage and the trail and as-applied maps.
 */
export function WorkOrderReport({ id }: { id: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const units = useUnits();
  const navigate = useNavigate();
  const report = useQuery(workOrderReportQuery(id));
  const document = useQuery(workOrderDocumentQuery(id));

  if (report.isError)
    return (
      <Alert color="red" title={t('workOrders.report.loadError')}>
        {errorText(report.error, t('errors.request'))}
      </Alert>
    );
  if (!report.data || !document.data)
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );

  const { workOrder, application, applicator } = report.data;
  const { products, fields, timeZone } = document.data;
  const productById = new Map(products.map((product) => [product.id, product]));
  const ticket = ticketOf(workOrder);
  const when = (instant: string | null) => (instant ? formatDateTime(instant, locale, timeZone) : '—');
  const duration = (value: number | null) => (value === null ? '—' : formatDuration(seconds(value), locale));
  const seeds = seedsPerAreaOf(locale, t, units.system);
  // Dry orders carry no liquid: their planned product mass stands in for the volume (no applied mass is recorded yet).
  const plannedMass = workOrder.products
    .filter((line) => line.typeProduct === 'DRY' || line.typeProduct === 'AMMONIA')
    .reduce((sum, line) => sum + line.total, 0);
  const rateQuantity = workOrder.products.some((line) => line.typeProduct === 'LIQUID')
    ? 'liquidRate'
    : 'dryRate';
  const showVolume =
    application.plannedVolume > 0 || (application.appliedVolume ?? 0) > 0 || plannedMass === 0;

  return (
    <Stack gap="md" data-testid="work-order-report">
      <PageHeader
        title={t('workOrders.report.title', { ticket })}
        subtitle={workOrder.description}
        actions={
          <Group gap="xs" className="no-print">
            <Button
              variant="default"
              leftSection={<IconHistory size={16} />}
              onClick={() => navigate(`/records/orders/${id}/history`)}
            >
              {t('workOrders.actions.history')}
            </Button>
            <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
              {t('workOrders.print.print')}
            </Button>
          </Group>
        }
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Section title={t('workOrders.report.sections.workOrder')} testId="report-work-order">
          <Facts
            rows={[
              [t('workOrders.print.grower'), workOrder.growerName],
              [t('workOrders.print.farm'), workOrder.farmName],
              [t('workOrders.print.group'), workOrder.equipmentGroupName ?? '—'],
              [t('workOrders.columns.timing'), t(`workOrders.timings.${workOrder.timing}`)],
              [
                t('workOrders.form.applicationType'),
                t(`workOrders.applicationTypes.${workOrder.applicationType}`),
              ],
              [t('workOrders.print.fields'), workOrder.fields.map((field) => field.name).join(', ')],
            ]}
          />
          <Table withTableBorder mt="sm" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('workOrders.columns.products')}</Table.Th>
                <Table.Th ta="right">{t('workOrders.print.rate')}</Table.Th>
                <Table.Th ta="right">{t('workOrders.print.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {workOrder.products.map((line) => (
                <Table.Tr key={line.productId}>
                  <Table.Td>
                    {line.descProduct}
                    {line.isBlend && (
                      <Badge ml={6} size="xs" variant="light">
                        {t('agronomy.products.blendBadge')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">
                    {rateText(line.rate, productById.get(line.productId), locale, seeds, units.system)}
                  </Table.Td>
                  <Table.Td ta="right">
                    {line.typeProduct === 'LIQUID' ? (
                      <UnitValue quantity="volume" value={line.total} maximumFractionDigits={1} />
                    ) : line.typeProduct === 'SEED' ? (
                      units.number(line.total, { maximumFractionDigits: 0 })
                    ) : (
                      <UnitValue quantity="mass" value={line.total} maximumFractionDigits={1} />
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Section>

        <Section title={t('workOrders.report.sections.application')} testId="report-application">
          <Table withTableBorder fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th />
                <Table.Th ta="right">{t('workOrders.report.planned')}</Table.Th>
                <Table.Th ta="right">{t('workOrders.report.applied')}</Table.Th>
                <Table.Th ta="right">{t('workOrders.report.difference')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th>{t('workOrders.print.area')}</Table.Th>
                <Table.Td ta="right">
                  <UnitValue quantity="area" value={application.plannedArea} maximumFractionDigits={2} />
                </Table.Td>
                <Table.Td ta="right">
                  <UnitValue quantity="area" value={application.appliedArea} maximumFractionDigits={2} />
                </Table.Td>
                <Table.Td ta="right">
                  {deviation(application.plannedArea, application.appliedArea, locale)}
                </Table.Td>
              </Table.Tr>
              {showVolume && (
                <Table.Tr>
                  <Table.Th>{t('workOrders.print.volume')}</Table.Th>
                  <Table.Td ta="right">
                    <UnitValue
                      quantity="volume"
                      value={application.plannedVolume}
                      maximumFractionDigits={1}
                    />
                  </Table.Td>
                  <Table.Td ta="right">
                    <UnitValue
                      quantity="volume"
                      value={application.appliedVolume}
                      maximumFractionDigits={1}
                    />
                  </Table.Td>
                  <Table.Td ta="right">
                    {deviation(application.plannedVolume, application.appliedVolume, locale)}
                  </Table.Td>
                </Table.Tr>
              )}
              {plannedMass > 0 && (
                <Table.Tr>
                  <Table.Th>{t('workOrders.form.figures.mass')}</Table.Th>
                  <Table.Td ta="right">
                    <UnitValue quantity="mass" value={plannedMass} maximumFractionDigits={1} />
                  </Table.Td>
                  <Table.Td ta="right">—</Table.Td>
                  <Table.Td />
                </Table.Tr>
              )}
              <Table.Tr>
                <Table.Th>{t('workOrders.report.start')}</Table.Th>
                <Table.Td ta="right">{when(application.plannedStart)}</Table.Td>
                <Table.Td ta="right">{when(application.startedAt)}</Table.Td>
                <Table.Td />
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('workOrders.report.end')}</Table.Th>
                <Table.Td ta="right">{when(application.plannedEnd)}</Table.Td>
                <Table.Td ta="right">{when(application.closedAt)}</Table.Td>
                <Table.Td />
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('workOrders.report.duration')}</Table.Th>
                <Table.Td ta="right">{duration(application.plannedDuration)}</Table.Td>
                <Table.Td ta="right">{duration(application.actualDuration)}</Table.Td>
                <Table.Td ta="right">
                  {deviation(application.plannedDuration, application.actualDuration, locale)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Text size="sm" mt="sm">
            {application.cleanEquipment ? t('workOrders.report.cleaned') : t('workOrders.report.notCleaned')}
          </Text>
        </Section>
      </SimpleGrid>

      <ComplianceSection report={report.data} productById={productById} />

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Section title={t('workOrders.report.sections.applicator')} testId="report-applicator">
          {applicator ? (
            <Stack gap="xs">
              <Facts
                rows={[
                  [t('workOrders.form.applicator'), applicator.name],
                  [t('workOrders.report.applicatorCode'), applicator.code],
                ]}
              />
              {applicator.licences.length ? (
                <Table withTableBorder fz="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('people.licences.type')}</Table.Th>
                      <Table.Th>{t('people.licences.number')}</Table.Th>
                      <Table.Th>{t('people.licences.expirationDate')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {applicator.licences.map((licence) => (
                      <Table.Tr key={`${licence.type}-${licence.number}`}>
                        <Table.Td>
                          {t(`people.licences.types.${licence.type}`, { defaultValue: licence.type })}
                        </Table.Td>
                        <Table.Td>{licence.number}</Table.Td>
                        <Table.Td>{licence.expirationDate}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('people.licences.none')}
                </Text>
              )}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {t('workOrders.report.noApplicator')}
            </Text>
          )}
        </Section>
        <CoverageFigures id={id} rateQuantity={rateQuantity} />
      </SimpleGrid>
      <CoverageMaps id={id} fields={fields} rateQuantity={rateQuantity} />
    </Stack>
  );
}
