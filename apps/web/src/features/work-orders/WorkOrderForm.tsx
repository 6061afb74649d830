import { useMemo, useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  formatMessage,
  ZWorkOrderInput,
  type TProductRecord,
  type TWorkOrderInput,
  type TWorkOrderRecord,
} from '@tramline/domain';
import { isApiError } from '../../api';
import { useCan } from '../users/use-can';
import { useLocale } from '../../i18n';
import { RecordFormFrame, zodValidator, useUnitSystem } from '../../ui';
import { EquipmentSection } from './EquipmentSection';
import { OrderFiguresPanel } from './OrderFiguresPanel';
import { OrderSection } from './OrderSection';
import { ProductsSection } from './ProductsSection';
import { useWorkOrderFormData } from './use-work-order-form-data';
import { WhereSection } from './WhereSection';
import {
  orderFigures,
  workOrderErrors,
  workOrderFormValuesOf,
  workOrderInputOf,
  zonedToday,
  type TWorkOrderFormValues,
} from './work-order-form-values';
import { ticketOf } from '@tramline/domain';
import { useSaveWorkOrder } from './work-orders.mutations';

/**
 * A work order: grower, farm and fields (from the list or the map), products with their rates,
 * timing, crop, application type and plan, with the area, totals and batches computed as typed.
 * An order with a trip sent to a machine today opens read-only.
 */
export function WorkOrderForm({
  record,
  products,
  timeZone,
}: {
  record?: TWorkOrderRecord;
  products: TProductRecord[];
  timeZone: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const system = useUnitSystem();
  const navigate = useNavigate();
  const save = useSaveWorkOrder();
  const canEdit = useCan('orders.edit');
  const productById = useMemo(() => new Map(products.map((product) => [product.id, product])), [products]);
  const [lockedBySave, setLockedBySave] = useState(false);
  const tripLocked = Boolean(record?.tripSentOn && record.tripSentOn === zonedToday(timeZone));
  const locked = tripLocked || lockedBySave;
  const readOnly = locked || !canEdit;

  const validate = useMemo(() => zodValidator<unknown>(ZWorkOrderInput, locale), [locale]);
  const form = useForm<TWorkOrderFormValues>({
    initialValues: workOrderFormValuesOf(record, locale, timeZone, productById, system),
    validate: (values) =>
      workOrderErrors(
        workOrderInputOf(values, { locale, system, timeZone, productById, record }),
        locale,
        validate,
      ),
    validateInputOnBlur: true,
  });
  const values = form.values;
  const data = useWorkOrderFormData({ values, record, productById, timeZone });
  const { fieldAreas, groupFacts } = data;
  const figures = orderFigures(values, {
    locale,
    system,
    productById,
    fieldAreas,
    group: groupFacts,
    record,
  });
  const fieldSum = orderFigures(
    { ...values, areaTyped: false },
    { locale, system, productById, fieldAreas, group: null },
  ).areaHectares;

  async function submit(formValues: TWorkOrderFormValues): Promise<TWorkOrderRecord | TWorkOrderRecord[]> {
    const input: TWorkOrderInput = ZWorkOrderInput.parse(
      workOrderInputOf(formValues, { locale, system, timeZone, productById, record }),
    );
    try {
      return await save.mutateAsync({ input, isNew: !record, breakFields: formValues.breakFields });
    } catch (error) {
      if (isApiError(error) && error.code === 'workOrderTripSent') setLockedBySave(true);
      if (isApiError(error) && error.code === 'workOrderTooManyProducts')
        form.setFieldError('products', error.message);
      throw error;
    }
  }

  const back = () => navigate('/records/orders');
  /** A new order's saved notice links to its page (the first one, when fields were broken into orders). */
  const linkToSaved = (saved: TWorkOrderRecord | TWorkOrderRecord[]) => {
    const first = Array.isArray(saved) ? saved[0] : saved;
    if (record || !first) return null;
    const path = `/records/orders/${first.cdOrdemServico}`;
    return (
      <Anchor
        href={path}
        onClick={(event) => {
          event.preventDefault();
          void navigate(path);
        }}
      >
        {t('workOrders.openSaved', { ticket: ticketOf(first) })}
      </Anchor>
    );
  };
  const title = record ? t('workOrders.form.editTitle', { ticket: ticketOf(record) }) : t('screens.orderNew');

  const frame = (
    <RecordFormFrame
      titleOrder={1}
      title={
        <Group gap="sm">
          <span>{title}</span>
          {record && (
            <Badge variant="light" size="lg">
              {t(`workOrders.statuses.s${record.status}`)}
            </Badge>
          )}
        </Group>
      }
      form={form}
      onSubmit={submit}
      onSaved={back}
      savedNotice={linkToSaved}
      onCancel={back}
      submitLabel={record ? t('common.save') : t('workOrders.form.create')}
      saveErrorTitle={t('workOrders.errors.save')}
      readOnlyNotice={canEdit ? undefined : t('form.readOnlyOrders')}
    >
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="lg">
          <OrderFiguresPanel figures={figures} groupFacts={groupFacts} groupName={data.groupName} />
          <OrderSection form={form} data={data} />
          <WhereSection form={form} data={data} record={record} fieldSum={fieldSum} readOnly={readOnly} />
          <ProductsSection form={form} products={products} productById={productById} figures={figures} />
          <EquipmentSection
            form={form}
            groupOptions={data.groupOptions}
            figures={figures}
            productById={productById}
          />
          <Textarea
            label={t('workOrders.form.observation')}
            rows={3}
            {...form.getInputProps('observation')}
          />
        </Stack>
      </fieldset>
    </RecordFormFrame>
  );

  return (
    <Stack gap="md">
      {locked && (
        <Alert
          color="orange"
          icon={<IconLock size={18} />}
          title={t('workOrders.form.lockedTitle')}
          data-testid="trip-lock"
        >
          <Group justify="space-between" align="center">
            <Text size="sm">{formatMessage('workOrderTripSent', locale)}</Text>
            <Button variant="default" size="xs" onClick={back}>
              {t('workOrders.form.backToList')}
            </Button>
          </Group>
        </Alert>
      )}
      {locked ? (
        <fieldset disabled style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          {frame}
        </fieldset>
      ) : (
        frame
      )}
    </Stack>
  );
}
