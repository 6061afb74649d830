import { EventEmitter } from 'node:events';

/** A message on an owner's live topic. */
export interface TLiveMessage {
  /** Event name, e.g. `planning-progress`, `alarm`. */
  event: string;
  payload: unknown;
}

/** The topic of an owner: its code upper-cased, as the spec fixes. */
export function topicOf(ownerCode: string): string {
  return ownerCode.toUpperCase();
}

/**
 * In-process publish/subscribe for live updates. Services publish; the socket layer subscribes and
 * fans out to the browsers of the owner's topic.
 */
export function createLiveHub() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish(ownerCode: string, event: string, payload: unknown) {
      emitter.emit('message', topicOf(ownerCode), { event, payload } satisfies TLiveMessage);
    },
    subscribe(listener: (topic: string, message: TLiveMessage) => void): () => void {
      emitter.on('message', listener);
      return () => emitter.off('message', listener);
    },
  };
}
export type TLiveHub = ReturnType<typeof createLiveHub>;
