import type { Server } from "node:http";
import type { Socket } from "node:net";

/**
 * The server's connections, each with the time its last answer finished (or it opened), or
 * none while a request is being answered. At shutdown only connections that have been quiet for
 * a while are closed: a keep-alive client that has just had an answer may already have sent its
 * next request, which must be answered (with `Connection: close`) rather than cut off by a reset.
 */
export function trackIdleConnections(server: Server) {
  const quietSince = new Map<Socket, number | null>();
  server.on("connection", (socket: Socket) => {
    quietSince.set(socket, Date.now());
    socket.once("close", () => quietSince.delete(socket));
  });
  server.on("request", (request, response) => {
    const socket = request.socket as Socket;
    quietSince.set(socket, null);
    response.once("close", () => {
      if (quietSince.has(socket)) quietSince.set(socket, Date.now());
    });
  });
  return {
    /** Closes every connection with no request under way and no answer in the last `quietMs`. */
    closeQuiet(quietMs: number): void {
      const before = Date.now() - quietMs;
      for (const [socket, since] of quietSince) {
        if (since !== null && since <= before) socket.destroy();
      }
    },
  };
}
