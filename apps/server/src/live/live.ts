import { createAdapter } from '@socket.io/postgres-adapter';
import type pg from 'pg';
import { Server } from 'socket.io';
import type { TBuiltApp } from '../app';
import { roomOf, topicOf } from './live-hub';

/**
 * Socket.IO on the app's HTTP server: a browser connects with its token and joins one room per
 * branch it is permitted in (the owner's topic and the branch); a message the services publish
 * about a branch reaches only the browsers permitted in that branch. On a PostgreSQL server
 * (`pool`) several server processes share the rooms through its notices (Socket.IO's PostgreSQL
 * adapter; messages over a notice's size pass through `socket_io_attachments`), so a message
 * published by one process reaches the browsers connected to any of them.
 */
export function attachLive(app: TBuiltApp, options: { pool?: pg.Pool } = {}) {
  const io = new Server(app.server, { serveClient: false, cors: { origin: false } });
  if (options.pool)
    io.adapter(
      createAdapter(options.pool, {
        errorHandler: (error) => app.log.warn({ err: error }, 'live fan-out between processes failed'),
      }),
    );
  io.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown }).token;
    const checked = typeof token === 'string' ? app.services.auth.authenticate(token) : Promise.resolve(null);
    // A failed check (the database away) refuses the socket as an unknown token does.
    checked.then(
      (auth) => {
        if (!auth) return next(new Error('Token Error'));
        socket.data.rooms = auth.permittedUnitIds.map((unitId) => roomOf(topicOf(auth.ownerCode), unitId));
        return next();
      },
      () => next(new Error('Token Error')),
    );
  });
  io.on('connection', (socket) => {
    void socket.join(socket.data.rooms as string[]);
  });
  const unsubscribe = app.services.live.subscribe((topic, message) => {
    io.to(roomOf(topic, message.unitId)).emit(message.event, message.payload);
  });
  let closed = false;
  return {
    io,
    /**
     * Disconnects this process's browsers and leaves the other processes' rooms. The HTTP server
     * is not closed here (`io.close()` would): the app closes it after its requests in flight have
     * answered, and an open keep-alive connection must not hold this step until the timeout.
     */
    async close() {
      if (closed) return;
      closed = true;
      unsubscribe();
      io.local.disconnectSockets(true);
      await io.of('/').adapter.close();
      io.engine.close();
    },
  };
}
