import { Alert, Badge, Button, Center, Grid, Group, Loader, Stack, Text } from '@mantine/core';
import { IconHistory, IconPencil, IconPrinter, IconReport } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate, ticketOf, WORK_ORDER_STATUS, type TWorkOrderRecord } from '@tramline/domain';
import { errorText } from '../../../api';
import { PageHeader, UnitValue } from '../../../ui';
import { useCan } from '../../users/use-can';
import { Facts, Section } from '../ReportSection';
import { rateText, type THistoryContext } from '../work-order-display';
import { useHistoryContext } from '../use-history-context';
import { workOrderQuery } from '../work-orders.queries';
import { StoryTimeline } from './StoryTimeline';
import { currentPlacement, dayText } from './story-text';
import { workOrderStoryQuery } from './work-order-story.queries';

/** Edit, print, report (closed orders) and history: the buttons the user's role may use. */
function OrderActions({ order }: { order: TWorkOrderRecord }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = useCan('orders.edit');
  const base = `/records/orders/${order.cdOrdemServico}`;
  return (
    <Group gap="xs">
      {canEdit && order.status !== WORK_ORDER_STATUS.DELETED && (
        <Button leftSection={<IconPencil size={16} />} onClick={() => navigate(`${base}/edit`)}>
          {t('workOrders.actions.edit')}
        </Button>
      )}
      <Button
        variant="default"
        leftSection={<IconPrinter size={16} />}
        onClick={() => navigate(`${base}/print`)}
      >
        {t('workOrders.actions.print')}
      </Button>
      {order.status === WORK_ORDER_STATUS.COMPLETED && (
        <Button
          variant="default"
          leftSection={<IconReport size={16} />}
          onClick={() => navigate(`${base}/report`)}
        >
          {t('workOrders.actions.report')}
        </Button>
      )}
      <Button
        variant="default"
        leftSection={<IconHistory size={16} />}
        onClick={() => navigate(`${base}/history`)}
      >
        {t('workOrders.actions.history')}
      </Button>
    </Group>
  );
}

/** The order's key facts: grower, farm, fields with area, products with rates, where it is planned. */
function OrderFacts({
  order,
  context,
  placement,
}: {
  order: TWorkOrderRecord;
  context: THistoryContext;
  placement: ReturnType<typeof currentPlacement>;
}) {
  const { t } = useTranslation();
  return (
    <Section title={t('workOrders.story.facts')} testId="work-order-facts">
      <Facts
        rows={[
          [t('workOrders.print.grower'), order.growerName],
          [t('workOrders.print.farm'), order.farmName],
          [
            t('workOrders.print.fields'),
            <Stack gap={2} key="fields">
              {order.fields.map((field) => (
                <span key={field.id}>
                  {field.name} · <UnitValue quantity="area" value={field.areaHectares} />
                </span>
              ))}
            </Stack>,
          ],
          [t('workOrders.print.area'), <UnitValue key="area" quantity="area" value={order.selectedArea} />],
          [
            t('workOrders.print.products'),
            <Stack gap={2} key="products">
              {order.products.map((line) => (
                <span key={line.productId}>
                  {line.descProduct} ·{' '}
                  {rateText(
                    line.rate,
                    context.productById.get(line.productId),
                    context.locale,
                    context.seedsLabel,
                    context.system,
                  )}
                </span>
              ))}
            </Stack>,
          ],
          [t('workOrders.story.timing'), t(`workOrders.timings.${order.timing}`)],
          [t('workOrders.print.group'), order.equipmentGroupName ?? '—'],
          [
            t('workOrders.story.plannedOn'),
            placement
              ? t('workOrders.story.placement', {
                  day: dayText(placement.localDate, context),
                  machine: placement.machineName ?? '—',
                })
              : order.plannedStart
                ? // The day the order is planned for (the list's planned day); a ready order no
                  // machine holds yet says so, a finished one only when it was planned.
                  order.status === WORK_ORDER_STATUS.READY
                  ? t('workOrders.story.plannedNoMachine', {
                      day: formatDate(order.plannedStart, context.locale, context.timeZone),
                    })
                  : formatDate(order.plannedStart, context.locale, context.timeZone)
                : t('workOrders.story.notPlanned'),
          ],
        ]}
      />
    </Section>
  );
}

/**
 * /records/orders/:id: the order's page. Its ticket and status, key facts, the actions the role
 * may use, and its whole story as a timeline (created, edited, planned, sent, worked, closed).
 */
export function WorkOrderOverview({ id }: { id: number }) {
  const { t } = useTranslation();
  const order = useQuery(workOrderQuery(id));
  const story = useQuery(workOrderStoryQuery(id));
  const context = useHistoryContext();

  const failed = order.error ?? story.error;
  if (failed)
    return (
      <Alert color="red" title={t('workOrders.story.loadError')}>
        {errorText(failed, t('errors.request'))}
      </Alert>
    );
  if (!order.data || !story.data)
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );

  const record = order.data;
  const events = story.data.events;
  const isLiquid = record.products.some((line) => line.typeProduct === 'LIQUID');
  return (
    <Stack gap="md" data-testid="work-order-page">
      <PageHeader
        title={
          <Group gap="sm" component="span">
            <span>{t('workOrders.story.title', { ticket: ticketOf(record) })}</span>
            <Badge variant="light" size="lg" component="span">
              {t(`workOrders.statuses.s${record.status}`)}
            </Badge>
          </Group>
        }
        subtitle={record.description}
        actions={<OrderActions order={record} />}
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <OrderFacts order={record} context={context} placement={currentPlacement(events)} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Section title={t('workOrders.story.timeline')} testId="work-order-story-section">
            {events.length === 0 ? (
              <Text c="dimmed">{t('workOrders.story.empty')}</Text>
            ) : (
              <StoryTimeline
                events={events}
                context={context}
                volumeQuantity={isLiquid ? 'volume' : 'mass'}
              />
            )}
          </Section>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
