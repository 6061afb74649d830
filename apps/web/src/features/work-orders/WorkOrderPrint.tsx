import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, formatDateTime, mergeBoundingBoxes } from '@tramline/domain';
import { errorText, saveDownload } from '../../api';
import { useLocale } from '../../i18n';
import { UnitValue, useUnits } from '../../ui';
import type { MapRef } from 'react-map-gl/maplibre';
import { FieldMap } from '../maps/FieldMap';
import { rangeText, rateText, seedsPerAreaOf, temperatureText } from './work-order-display';
import { workOrderDocumentQuery, workOrderPdf } from './work-orders.queries';
import { ticketLoadTable, ticketOf } from '@tramline/domain';
import { amountText } from '../loads/load-amounts';
import { DayStateBadge } from './day-state';

/**
 * A still image of the map for paper: a WebGL canvas keeps no picture between frames, so the map
 * is redrawn at once and read in the same task. Null when there is no map or the canvas is tainted.
 */
export function mapSnapshot(map: MapRef | null): string | null {
  if (!map) return null;
  try {
    const live = map.getMap();
    live.redraw();
    return live.getCanvas().toDataURL('image/png');
  } catch {
    return null;
  }
}

/**
 * A clean printable work order for the applicator: fields, products, rates and safety limits.
 * `inBatch`: one of several orders printed together (their page prints; each starts a new sheet).
 */
export function WorkOrderPrint({ id, inBatch = false }: { id: number; inBatch?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const units = useUnits();
  const document = useQuery(workOrderDocumentQuery(id));
  const [downloading, setDownloading] = useState(false);
  const mapRef = useRef<MapRef | null>(null);
  const [snapshot, setSnapshot] = useState<string | null>(null);

  // Browser print (the button or the browser's own command) prints a still image of the map.
  useEffect(() => {
    const beforePrint = () => flushSync(() => setSnapshot(mapSnapshot(mapRef.current)));
    window.addEventListener('beforeprint', beforePrint);
    return () => window.removeEventListener('beforeprint', beforePrint);
  }, []);

  if (!document.data) return null;
  const { order, products, fields, applicatorName, hazards, schedule, loads } = document.data;
  const scheduled = schedule.machineName !== null && schedule.plannedDate !== null;
  const loadTable = ticketLoadTable(loads);
  const ticket = ticketOf(order);
  const seeds = seedsPerAreaOf(locale, t, units.system);
  /** A label interval, or a pointer to the label when it is not recorded. */
  const interval = (value: number | null | undefined, unit: 'hours' | 'days') =>
    value === null || value === undefined
      ? t('workOrders.print.seeLabel')
      : t(`workOrders.print.${unit}`, { value: units.number(value, { maximumFractionDigits: 1 }) });

  async function downloadPdf() {
    setDownloading(true);
    try {
      saveDownload(await workOrderPdf(id), `work-order-${ticket}.pdf`);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('workOrders.print.pdfError'),
        message: errorText(error, t('errors.request')),
      });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Stack gap="md" data-testid="work-order-print" style={inBatch ? { breakBefore: 'page' } : undefined}>
      <Group justify="space-between">
        {/* In a batch the batch's title is the page's h1. */}
        <Group gap="sm">
          <Title order={inBatch ? 2 : 1} size="h2">
            {t('workOrders.print.title', { ticket })}
          </Title>
          <DayStateBadge state={schedule.dayState} size="lg" />
        </Group>
        <Group gap="xs" className="no-print" hidden={inBatch}>
          <Button
            variant="default"
            leftSection={<IconFileTypePdf size={16} />}
            loading={downloading}
            onClick={() => void downloadPdf()}
          >
            {t('workOrders.print.downloadPdf')}
          </Button>
          <Button
            leftSection={<IconPrinter size={16} />}
            onClick={() => {
              flushSync(() => setSnapshot(mapSnapshot(mapRef.current)));
              window.print();
            }}
          >
            {t('workOrders.print.print')}
          </Button>
        </Group>
      </Group>
      <Text fw={600}>{order.description}</Text>
      <Table withTableBorder>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th>{t('workOrders.print.grower')}</Table.Th>
            <Table.Td>{order.growerName}</Table.Td>
            <Table.Th>{t('workOrders.print.farm')}</Table.Th>
            <Table.Td>{order.farmName}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('workOrders.print.group')}</Table.Th>
            <Table.Td>{order.equipmentGroupName ?? '—'}</Table.Td>
            <Table.Th>{t('workOrders.print.applicator')}</Table.Th>
            <Table.Td>{applicatorName ?? '—'}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('workOrders.print.area')}</Table.Th>
            <Table.Td>
              <UnitValue quantity="area" value={order.selectedArea} maximumFractionDigits={1} />
            </Table.Td>
            <Table.Th>{t('workOrders.print.batches')}</Table.Th>
            <Table.Td>{order.batchCount ?? '—'}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            {order.totalMass > 0 && order.totalVolume === 0 ? (
              <>
                <Table.Th>{t('workOrders.form.figures.mass')}</Table.Th>
                <Table.Td>
                  <UnitValue quantity="mass" value={order.totalMass} maximumFractionDigits={0} />
                </Table.Td>
              </>
            ) : (
              <>
                <Table.Th>{t('workOrders.print.volume')}</Table.Th>
                <Table.Td>
                  <UnitValue quantity="volume" value={order.totalVolume} maximumFractionDigits={0} />
                </Table.Td>
              </>
            )}
            {scheduled ? (
              <>
                <Table.Th>{t('workOrders.print.scheduledDate')}</Table.Th>
                <Table.Td>{formatCalendarDate(schedule.plannedDate!, locale)}</Table.Td>
              </>
            ) : (
              <>
                <Table.Th>{t('workOrders.print.planned')}</Table.Th>
                <Table.Td>
                  {order.plannedStart
                    ? formatDateTime(order.plannedStart, locale, document.data.timeZone)
                    : '—'}
                </Table.Td>
              </>
            )}
          </Table.Tr>
          {scheduled && (
            <Table.Tr>
              <Table.Th>{t('workOrders.print.machine')}</Table.Th>
              <Table.Td colSpan={3}>{schedule.machineName}</Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
      <Title order={4}>{t('workOrders.print.fields')}</Title>
      <div className={snapshot ? 'no-print' : undefined}>
        <FieldMap
          labels={fields}
          onlyIds={fields.map((field) => field.id)}
          focus={mergeBoundingBoxes(fields.map((field) => field.bbox))}
          height={280}
          mapRef={mapRef}
        />
      </div>
      {snapshot && (
        <img
          className="print-only"
          src={snapshot}
          alt={t('workOrders.print.mapImage')}
          data-testid="field-map-print"
          style={{ width: '100%', height: 'auto', border: '1px solid #ccc' }}
        />
      )}
      <Table withTableBorder>
        <Table.Tbody>
          {fields.map((field) => (
            <Table.Tr key={field.id}>
              <Table.Td>{field.name}</Table.Td>
              <Table.Td>
                {field.areaHectares === null ? (
                  t('workOrders.print.noGeometry')
                ) : (
                  <UnitValue quantity="area" value={field.areaHectares} maximumFractionDigits={1} />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={4}>{t('workOrders.print.products')}</Title>
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('workOrders.columns.products')}</Table.Th>
            <Table.Th>{t('workOrders.print.registration')}</Table.Th>
            <Table.Th>{t('workOrders.print.rate')}</Table.Th>
            <Table.Th>{t('workOrders.print.wind')}</Table.Th>
            <Table.Th>{t('workOrders.print.temperature')}</Table.Th>
            <Table.Th>{t('workOrders.print.humidity')}</Table.Th>
            <Table.Th>{t('workOrders.print.reEntry')}</Table.Th>
            <Table.Th>{t('workOrders.print.preHarvest')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.products.map((line) => {
            const product = products.find((candidate) => candidate.id === line.productId);
            return (
              <Table.Tr key={line.productId}>
                <Table.Td>{line.descProduct}</Table.Td>
                <Table.Td>{product?.epa || '—'}</Table.Td>
                <Table.Td>{rateText(line.rate, product, locale, seeds, units.system)}</Table.Td>
                <Table.Td>
                  {product
                    ? rangeText(product.vlVelocWindMin, product.vlVelocWindMax, (value) =>
                        units.format('speed', value),
                      )
                    : '—'}
                </Table.Td>
                <Table.Td>
                  {product
                    ? rangeText(product.vlTemperatureMin, product.vlTemperatureMax, (value) =>
                        temperatureText(value, locale, units.system),
                      )
                    : '—'}
                </Table.Td>
                <Table.Td>
                  {product
                    ? rangeText(
                        product.vlHumidityMin,
                        product.vlHumidityMax,
                        (value) => `${units.number(value, { maximumFractionDigits: 0 })}%`,
                      )
                    : '—'}
                </Table.Td>
                <Table.Td>{interval(product?.reEntryHours, 'hours')}</Table.Td>
                <Table.Td>{interval(product?.preHarvestDays, 'days')}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Title order={4}>{t('workOrders.print.loads')}</Title>
      {loadTable.lines.length === 0 ? (
        <Text>{t('workOrders.print.noLoads')}</Text>
      ) : (
        <Table withTableBorder data-testid="print-loads">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('workOrders.print.load')}</Table.Th>
              <Table.Th>{t('workOrders.print.machine')}</Table.Th>
              <Table.Th ta="right">{t('workOrders.print.area')}</Table.Th>
              {loadTable.products.map((product) => (
                <Table.Th key={product.productId} ta="right">
                  {product.name}
                </Table.Th>
              ))}
              {loadTable.hasWater && <Table.Th ta="right">{t('workOrders.print.water')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loadTable.lines.map((line) => (
              <Table.Tr key={`${line.equipmentName}:${line.first}`}>
                <Table.Td>
                  {t('workOrders.print.loadNumbers', {
                    numbers: line.first === line.last ? line.first : `${line.first}-${line.last}`,
                    count: line.loadCount,
                  })}
                </Table.Td>
                <Table.Td>{line.equipmentName}</Table.Td>
                <Table.Td ta="right">
                  <UnitValue quantity="area" value={line.area} maximumFractionDigits={1} />
                </Table.Td>
                {loadTable.products.map((product, index) => (
                  <Table.Td key={product.productId} ta="right">
                    {amountText(units, product.unit, line.amounts[index]!)}
                  </Table.Td>
                ))}
                {loadTable.hasWater && <Table.Td ta="right">{amountText(units, 'l', line.water)}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Title order={4}>{t('workOrders.print.hazards')}</Title>
      {hazards.length === 0 ? (
        <Text>{t('workOrders.print.noHazards')}</Text>
      ) : (
        <Table withTableBorder data-testid="print-hazards">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('workOrders.print.field')}</Table.Th>
              <Table.Th>{t('workOrders.print.site')}</Table.Th>
              <Table.Th>{t('workOrders.print.kind')}</Table.Th>
              <Table.Th>{t('workOrders.print.distance')}</Table.Th>
              <Table.Th>{t('workOrders.print.buffer')}</Table.Th>
              <Table.Th>{t('workOrders.print.note')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {hazards.map(({ fieldName, breach }) => (
              <Table.Tr key={`${fieldName}:${breach.site.id}`}>
                <Table.Td>{fieldName}</Table.Td>
                <Table.Td>{breach.site.name}</Table.Td>
                <Table.Td>{t(`mapEditor.sites.kinds.${breach.site.kind}`)}</Table.Td>
                <Table.Td>
                  {units.format('length', breach.distanceMeters, { maximumFractionDigits: 0 })}
                </Table.Td>
                <Table.Td>
                  {units.format('length', breach.bufferMeters, { maximumFractionDigits: 0 })}
                </Table.Td>
                <Table.Td>{breach.site.note || '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {order.observation && (
        <Text>
          <b>{t('workOrders.print.observation')}:</b> {order.observation}
        </Text>
      )}
      <FieldRecordBlanks />
    </Stack>
  );
}

/**
 * What the applicator writes at the field, as on the PDF: the observed weather, the date and
 * times, the licence number and the signature, in boxes left blank.
 */
function FieldRecordBlanks() {
  const { t } = useTranslation();
  const units = useUnits();
  const rows: [string, number][][] = [
    [
      [t('workOrders.print.windSpeed', { unit: units.unit('speed') }), 1],
      [t('workOrders.print.windDirection'), 1],
      [t('workOrders.print.temperatureIn', { unit: units.imperial ? '°F' : '°C' }), 1],
      [t('workOrders.print.humidityIn'), 1],
    ],
    [
      [t('workOrders.print.date'), 1],
      [t('workOrders.print.startTime'), 1],
      [t('workOrders.print.endTime'), 1],
      [t('workOrders.print.licenceNumber'), 1],
    ],
    [[t('workOrders.print.signature'), 4]],
  ];
  return (
    <Stack gap={4} data-testid="print-record" style={{ breakInside: 'avoid' }}>
      <Title order={4}>{t('workOrders.print.record')}</Title>
      <Text size="xs" c="dimmed">
        {t('workOrders.print.recordHint')}
      </Text>
      <Table withTableBorder withColumnBorders>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={index}>
              {row.map(([label, span]) => (
                <Table.Td
                  key={label}
                  colSpan={span}
                  w={`${25 * span}%`}
                  h={48}
                  style={{ verticalAlign: 'top' }}
                >
                  <Text size="xs" c="dimmed">
                    {label}
                  </Text>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
