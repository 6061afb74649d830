import { useState } from 'react';
import { Alert, Button, Divider, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { can, type TVoucherMachine } from '@tramline/domain';
import { errorText, useSession, type TSession } from '../../api';
import { operatorApi, type TOperatorDevice } from './operator-api';

type TSignedIn = (device: TOperatorDevice) => void;

/**
 * The office login session this browser already holds signs the device in without a voucher: the
 * machines of the user's branches, then the one they drive.
 */
function AccountSignIn({ session, onSignedIn }: { session: TSession; onSignedIn: TSignedIn }) {
  const { t } = useTranslation();
  const [machineId, setMachineId] = useState<string | null>(null);
  const machines = useQuery({
    queryKey: ['operator', 'account-machines', session.user.id],
    queryFn: () => operatorApi.accountMachines(),
    retry: false,
  });
  const chosen = machineId ?? (machines.data?.length === 1 ? String(machines.data[0]!.id) : null);
  const take = useMutation({
    mutationFn: async () => {
      const machine = machines.data?.find((candidate) => String(candidate.id) === chosen);
      const token = await operatorApi.takeDeviceToken(Number(chosen));
      return { ...token, equipmentName: machine?.name ?? String(chosen) };
    },
    onSuccess: onSignedIn,
  });
  const error = machines.error ?? take.error;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) take.mutate();
      }}
    >
      <Stack gap="md">
        <Text size="lg">{t('operator.signIn.accountHelp', { name: session.user.name })}</Text>
        {machines.data && !machines.data.length && (
          <Alert color="gray">{t('operator.signIn.noMachines')}</Alert>
        )}
        {!!machines.data?.length && (
          <Select
            size="xl"
            label={t('operator.signIn.machine')}
            data={machines.data.map((machine) => ({
              value: String(machine.id),
              label: `${machine.code ? `${machine.name} (${machine.code})` : machine.name} · ${machine.unitName}`,
            }))}
            value={chosen}
            onChange={setMachineId}
            searchable
            required
            data-testid="operator-account-machine"
          />
        )}
        {error && (
          <Alert color="red" role="alert">
            {errorText(error, t('operator.signIn.accountFailed'))}
          </Alert>
        )}
        <Button type="submit" size="xl" loading={machines.isPending || take.isPending} disabled={!chosen}>
          {t('operator.signIn.account')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * A voucher, then the machine: the device keeps the token it gets, as a terminal would. When the
 * browser holds an office session of a role that works a machine, "Use my account" comes first.
 */
export function OperatorSignIn({ onSignedIn }: { onSignedIn: TSignedIn }) {
  const { t } = useTranslation();
  const session = useSession();
  const mayUseAccount = session !== null && can(session.user.roles, 'machines.operate');
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
      {mayUseAccount && (
        <>
          <Title order={1} size="h2" mb="md">
            {t('operator.signIn.title')}
          </Title>
          <AccountSignIn session={session} onSignedIn={onSignedIn} />
          <Divider my="lg" label={t('operator.signIn.orVoucher')} labelPosition="center" />
        </>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (machines && machineId) redeem.mutate();
          else find.mutate();
        }}
      >
        <Stack gap="md">
          {!mayUseAccount && (
            <Title order={1} size="h2">
              {t('operator.signIn.title')}
            </Title>
          )}
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
