import { Server } from 'socket.io';
import type { TBuiltApp } from '../app';
import { topicOf } from './live-hub';

/**
 * Socket.IO on the app's HTTP server: a browser connects with its token and joins its owner's
 * topic; every message the services publish reaches the owner's browsers.
 */
export function attachLive(app: TBuiltApp) {
  const io = new Server(app.server, { serveClient: false, cors: { origin: false } });
  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown }).token;
    const auth = typeof token === 'string' ? await app.services.auth.authenticate(token) : null;
    if (!auth) return next(new Error('Token Error'));
    socket.data.ownerCode = auth.ownerCode;
    return next();
  });
  io.on('connection', (socket) => {
    void socket.join(topicOf(String(socket.data.ownerCode)));
  });
  const unsubscribe = app.services.live.subscribe((topic, message) => {
    io.to(topic).emit(message.event, message.payload);
  });
  return {
    io,
    async close() {
      unsubscribe();
      await io.close();
    },
  };
}
