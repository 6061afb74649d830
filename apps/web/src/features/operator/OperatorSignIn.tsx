import { useState } from 'react';
import { Alert, Button, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TVoucherMachine } from '@tramline/domain';
import { errorText } from '../../api';
import { operatorApi, type TOperatorDevice } from './operator-api';

/** A voucher, then the machine: the device keeps the token it gets, as a terminal would. */
export function OperatorSignIn({ onSignedIn }: { onSignedIn: (device: TOperatorDevice) => void }) {
  const { t } = useTranslation();
  const [voucherCode, setVoucherCode] = useState('');
  const [machines, setMachines] = useState<TVoucherMachine[] | null>(null);
  const [machineId, setMachineId] = useState<string | null>(null);

  const find = useMutation({
    mutationFn: () => operatorApi.voucherMachines(voucherCode),
    onSuccess: (found) => {
      setMachines(found);
      setMachineId(found.length === 1 ? String(found[0]!.id) : null);
    },
  });
  const redeem = useMutation({
    mutationFn: async () => {
      const machine = machines?.find((candidate) => String(candidate.id) === machineId);
      const token = await operatorApi.redeem(voucherCode, Number(machineId));
      return { ...token, equipmentName: machine?.name ?? String(machineId) };
    },
    onSuccess: onSignedIn,
  });
  const error = find.error ?? redeem.error;

  return (
    <Paper withBorder p="lg" radius="md" maw={520} mx="auto">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (machines && machineId) redeem.mutate();
          else find.mutate();
        }}
      >
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('operator.signIn.title')}
          </Title>
          <Text size="lg">{t('operator.signIn.help')}</Text>
          <TextInput
            size="xl"
            label={t('operator.signIn.voucher')}
            value={voucherCode}
            autoCapitalize="characters"
            autoComplete="off"
            onChange={(event) => {
              setVoucherCode(event.currentTarget.value);
              setMachines(null);
            }}
            required
          />
          {machines && (
            <Select
              size="xl"
              label={t('operator.signIn.machine')}
              data={machines.map((machine) => ({
                value: String(machine.id),
                label: machine.code ? `${machine.name} (${machine.code})` : machine.name,
              }))}
              value={machineId}
              onChange={setMachineId}
              searchable
              required
            />
          )}
          {error && (
            <Alert color="red" role="alert">
              {errorText(error, t('operator.signIn.failed'))}
            </Alert>
          )}
          <Button
            type="submit"
            size="xl"
            loading={find.isPending || redeem.isPending}
            disabled={!voucherCode}
          >
            {machines ? t('operator.signIn.submit') : t('operator.signIn.findMachines')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
