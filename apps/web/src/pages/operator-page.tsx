import { useEffect } from 'react';
import { Group, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OperatorDay } from '../features/operator/OperatorDay';
import { OperatorSignIn } from '../features/operator/OperatorSignIn';
import { registerOperatorWorker } from '../features/operator/operator-worker';
import { useHighContrast } from '../features/operator/use-high-contrast';
import { useOperatorDevice } from '../features/operator/use-operator';

/** `/operator`: the app in the cab, signed in with a voucher for one machine. */
export default function OperatorPage() {
  const { t } = useTranslation();
  const { device, signIn, signOut } = useOperatorDevice();
  const [highContrast, setHighContrast] = useHighContrast();
  useEffect(registerOperatorWorker, []);
  return (
    <>
      <Group justify="flex-end" maw={760} mx="auto" mb="sm">
        <Switch
          size="lg"
          checked={highContrast}
          onChange={(event) => setHighContrast(event.currentTarget.checked)}
          label={t('operator.highContrast')}
        />
      </Group>
      {device ? <OperatorDay device={device} onSignOut={signOut} /> : <OperatorSignIn onSignedIn={signIn} />}
    </>
  );
}
