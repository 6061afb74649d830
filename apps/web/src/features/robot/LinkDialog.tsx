import { useState } from 'react';
import {
  Button,
  Group,
  Modal,
  MultiSelect,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, type TRobotWorkOrder } from '@tramline/domain';
import { errorText, useSession } from '../../api';
import { useLocale } from '../../i18n';
import { useBranchTimeZone } from '../session/use-branch';
import { robotExecutionsQuery, robotManagersQuery, saveRobotLink } from './robot.queries';
import { SignaturePad } from './SignaturePad';

interface TProps {
  order: TRobotWorkOrder;
  /** The days the executions are chosen from. */
  range: { startDate: string; endDate: string };
  onClose: () => void;
}

/** Link a robot order to its executions: choose them, the robot manager and licence, and sign. */
export function LinkDialog({ order, range, onClose }: TProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const timeZone = useBranchTimeZone();
  const session = useSession();
  const client = useQueryClient();
  const executions = useQuery(
    robotExecutionsQuery(session?.user.owner ?? '', range.startDate, range.endDate),
  );
  const managers = useQuery(robotManagersQuery());
  const linkable = (executions.data ?? []).filter(
    (execution) =>
      (execution.cdOrdemServico === null || execution.cdOrdemServico === order.cdOrdemServico) &&
      (execution.linkId === null || execution.linkId === order.link?.id),
  );
  // Until the user picks, the order's own executions of the period are chosen (they load after opening).
  const [picked, setChosen] = useState<string[] | null>(order.link?.execucoes ?? null);
  const chosen =
    picked ?? linkable.filter((row) => row.cdOrdemServico === order.cdOrdemServico).map((row) => row.id);
  const [employeeId, setEmployeeId] = useState<string | null>(
    order.link ? String(order.link.funcionarioId) : null,
  );
  const [licenceId, setLicenceId] = useState<string | null>(
    order.link ? String(order.link.licence.id) : null,
  );
  // Typed (a full name) or drawn (a PNG data URL); the server takes either.
  const [mode, setMode] = useState<'typed' | 'drawn'>('typed');
  const [typed, setTyped] = useState('');
  const [drawing, setDrawing] = useState<string | null>(null);
  const signature = mode === 'typed' ? typed.trim() : (drawing ?? '');
  const employee = managers.data?.find((item) => String(item.id) === employeeId);
  const licences = (employee?.licences ?? []).filter((licence) => licence.status === 'ACTIVE');

  const save = useMutation({
    mutationFn: () =>
      saveRobotLink({
        cdOrdemServico: order.cdOrdemServico,
        execucoes: chosen,
        funcionarioId: Number(employeeId),
        licencaId: Number(licenceId),
        assinatura: signature,
      }),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t('robot.dialog.saved') });
      await client.invalidateQueries({ queryKey: ['robot'] });
      onClose();
    },
    onError: (error) =>
      notifications.show({ color: 'red', message: errorText(error, t('robot.dialog.linkError')) }),
  });

  const ready = chosen.length > 0 && employeeId && licenceId && signature.length > 0;
  const ticket = order.vlOrdemServico ? `#${order.vlOrdemServico}` : String(order.cdOrdemServico);
  return (
    <Modal opened onClose={onClose} title={t('robot.dialog.title', { ticket })} size="lg">
      <Stack gap="sm">
        {executions.isSuccess && linkable.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('robot.dialog.noExecutions')}
          </Text>
        )}
        <MultiSelect
          label={t('robot.dialog.executions')}
          description={t('robot.dialog.executionsHint')}
          data={linkable.map((execution) => ({
            value: execution.id,
            label: `${execution.equipmentName} · ${formatDate(execution.start, locale, timeZone)}${execution.fieldName ? ` · ${execution.fieldName}` : ''}`,
          }))}
          value={chosen}
          onChange={setChosen}
          data-testid="robot-link-executions"
        />
        <Select
          label={t('robot.dialog.employee')}
          data={(managers.data ?? []).map((item) => ({ value: String(item.id), label: item.name }))}
          value={employeeId}
          onChange={(value) => {
            setEmployeeId(value);
            setLicenceId(null);
          }}
          data-testid="robot-link-employee"
        />
        <Select
          label={t('robot.dialog.licence')}
          data={licences.map((licence) => ({
            value: String(licence.id),
            label: t('robot.dialog.licenceOption', {
              type: licence.type,
              number: licence.number,
              date: licence.expirationDate,
            }),
          }))}
          value={licenceId}
          onChange={setLicenceId}
          disabled={!employee}
          data-testid="robot-link-licence"
        />
        <SegmentedControl
          value={mode}
          onChange={(value) => {
            // A new pad starts blank, so a drawing from before does not sign unseen.
            setDrawing(null);
            setMode(value as 'typed' | 'drawn');
          }}
          data={[
            { value: 'typed', label: t('robot.dialog.signatureTyped') },
            { value: 'drawn', label: t('robot.dialog.signatureDrawn') },
          ]}
          data-testid="robot-link-signature-mode"
        />
        {mode === 'typed' ? (
          <TextInput
            label={t('robot.dialog.signature')}
            description={t('robot.dialog.signatureHint')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            data-testid="robot-link-signature"
          />
        ) : (
          <SignaturePad onChange={setDrawing} />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={() => save.mutate()}
            disabled={!ready}
            loading={save.isPending}
            data-testid="robot-link-sign"
          >
            {t('robot.dialog.sign')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
