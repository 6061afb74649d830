import { EventEmitter } from 'node:events';

/** A message on an owner's live topic. */
export interface TLiveMessage {
  /** Event name, e.g. `planning-progress`, `alarm`. */
  event: string;
  payload: unknown;
  /** The branch the message is about: only users permitted in it receive it. */
  unitId: number;
}

/** Where a message belongs: an owner and one of its branches (a session's `TAuth` fits). */
export interface TLiveScope {
  ownerCode: string;
  unitId: number;
}

/** The topic of an owner: its code upper-cased, as the spec fixes. */
export function topicOf(ownerCode: string): string {
  return ownerCode.toUpperCase();
}

/** The socket room of one branch of an owner: the owner's topic and the branch id. */
export function roomOf(topic: string, unitId: number): string {
  return `${topic}:${unitId}`;
}

/**
 * In-process publish/subscribe for live updates. Services publish on an owner's branch; the
 * socket layer subscribes and fans out to the browsers permitted in that branch.
 */
export function createLiveHub() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish(scope: TLiveScope, event: string, payload: unknown) {
      const message: TLiveMessage = { event, payload, unitId: scope.unitId };
      emitter.emit('message', topicOf(scope.ownerCode), message);
    },
    subscribe(listener: (topic: string, message: TLiveMessage) => void): () => void {
      emitter.on('message', listener);
      return () => emitter.off('message', listener);
    },
  };
}
export type TLiveHub = ReturnType<typeof createLiveHub>;
