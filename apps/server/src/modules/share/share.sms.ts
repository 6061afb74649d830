/**
 * Sends SMS through a gateway. None is configured by default: the share modal then explains that
 * SMS is not set up. `SMS_URL` (and `SMS_TOKEN`) select the JSON webhook adapter in
 * `sms-http.provider.ts`; tests pass their own provider in the service options.
 */
export interface TSmsProvider {
  readonly name: string;
  send(to: string[], text: string): Promise<void>;
}
