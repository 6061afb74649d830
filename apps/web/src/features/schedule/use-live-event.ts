import { useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { sessionStore } from '../../api';

/** Spec part 1 §9: the live subscription reconnects after 5 s. */
export const LIVE_RECONNECT_MS = 5_000;

let socket: Socket | null = null;
let socketToken: string | null = null;
let users = 0;

function connect(): Socket | null {
  const token = sessionStore.token();
  if (!token) return null;
  if (socket && socketToken === token) return socket;
  socket?.disconnect();
  socketToken = token;
  socket = io({
    auth: { token },
    reconnectionDelay: LIVE_RECONNECT_MS,
    reconnectionDelayMax: LIVE_RECONNECT_MS,
  });
  return socket;
}

function release() {
  users -= 1;
  if (users > 0) return;
  socket?.disconnect();
  socket = null;
  socketToken = null;
}

/**
 * Listens to one event of the owner's live topic (the server joins the socket to it from the
 * token) while `enabled`; one socket serves every listener of the page.
 */
export function useLiveEvent<T>(event: string, enabled: boolean, onMessage: (payload: T) => void) {
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const connection = connect();
    if (!connection) return undefined;
    users += 1;
    const listener = (payload: T) => handler.current(payload);
    connection.on(event, listener);
    return () => {
      connection.off(event, listener);
      release();
    };
  }, [event, enabled]);
}

/** Whether the live socket is connected now (false while it is down or before it connects). */
export function useLiveConnected(enabled: boolean): boolean {
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (!enabled) return undefined;
    const connection = connect();
    if (!connection) return undefined;
    users += 1;
    const update = () => setConnected(connection.connected);
    update();
    connection.on('connect', update);
    connection.on('disconnect', update);
    return () => {
      connection.off('connect', update);
      connection.off('disconnect', update);
      release();
    };
  }, [enabled]);
  return connected;
}
