import { useEffect } from 'react';
import { OperatorDay } from '../features/operator/OperatorDay';
import { OperatorSignIn } from '../features/operator/OperatorSignIn';
import { registerOperatorWorker } from '../features/operator/operator-worker';
import { useOperatorDevice } from '../features/operator/use-operator';

/** `/operator`: the app in the cab, signed in with a voucher for one machine. */
export default function OperatorPage() {
  const { device, signIn, signOut } = useOperatorDevice();
  useEffect(registerOperatorWorker, []);
  return device ? (
    <OperatorDay device={device} onSignOut={signOut} />
  ) : (
    <OperatorSignIn onSignedIn={signIn} />
  );
}
