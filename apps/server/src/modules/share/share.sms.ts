/**
 * Sends SMS through a gateway. None is configured by default: the share modal then explains that
 * SMS is not set up. An adapter for a gateway implements this interface and is passed in the
 * service options.
 */
export interface TSmsProvider {
  readonly name: string;
  send(to: string[], text: string): Promise<void>;
}
