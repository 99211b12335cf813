// A TCP relay between the server under test and the real PostgreSQL, to play a database
// that goes away: "pass" forwards, "refuse" stops listening and drops every connection (as
// a stopped server), "stall" keeps accepting and holding connections but forwards nothing
// (as a hung server or a cut network).
import { createConnection, createServer, type Server, type Socket } from "node:net";

export type RelayMode = "pass" | "refuse" | "stall";

export interface Relay {
  /** postgres://… through the relay, for the database of `targetUrl`. */
  url: string;
  port: number;
  setMode(mode: RelayMode): Promise<void>;
  close(): Promise<void>;
}

export async function startRelay(targetUrl: string): Promise<Relay> {
  const target = new URL(targetUrl);
  const targetPort = Number(target.port || 5432);
  const sockets = new Set<Socket>();
  let mode: RelayMode = "pass";
  let server: Server | undefined;
  let port = 0;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };

  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        track(client);
        // Stalled: the connection is accepted and then never answered.
        if (mode === "stall") return;
        const upstream = createConnection(targetPort, target.hostname);
        track(upstream);
        client.on("data", (chunk) => {
          if (mode === "pass") upstream.write(chunk);
        });
        upstream.on("data", (chunk) => {
          if (mode === "pass") client.write(chunk);
        });
        client.on("close", () => upstream.destroy());
        upstream.on("close", () => client.destroy());
      });
      server.listen(port, "127.0.0.1", () => {
        const address = server?.address();
        if (typeof address === "object" && address) port = address.port;
        resolve();
      });
    });

  const stopListening = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });

  await listen();
  const url = new URL(targetUrl);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  return {
    url: url.toString(),
    port,
    async setMode(next) {
      mode = next;
      if (next === "refuse") await stopListening();
      else if (!server) await listen();
    },
    close: stopListening,
  };
}
