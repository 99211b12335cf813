// Issue 32, Deliver 5: the shop as a venue runs it on its big day — nginx (from the
// distribution's packages) in front of two server instances on one PostgreSQL and one Redis,
// the instances sharing their secrets and clock. Each cluster gets a fresh PostgreSQL database
// and Redis keys of its own (REDIS_PREFIX), dropped with it. Where this machine lacks nginx,
// PostgreSQL (DATABASE_URL) or Redis (REDIS_URL), the cluster is one instance on PGlite with
// its waiting room in memory (the embedded mode), and says so: the journeys still run, the
// several-instances part is then shown by the machines that have them (CI has all three).
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { CLOCK_OFFSET_VARIABLE, type ShopServer, startShopServer } from "./global-setup";

export interface ShopCluster {
  /** Where visitors reach the shop: nginx, or the one instance. */
  origin: string;
  /** The instances' own origins, in the order nginx lists them. */
  instances: string[];
  /** nginx's word of which instance answered (`X-Shop-Upstream`): its origin. */
  upstreamOf(headers: Record<string, string>): string | undefined;
  /** Stops instance `index` gracefully (SIGTERM: requests in flight finish). */
  stopInstance(index: number): Promise<void>;
  staffKey: string;
  /** "nginx" with two instances, or "single" (see the head of this file). */
  mode: "nginx" | "single";
  stop(): Promise<void>;
}

const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx", "nginx"];

function nginxBinary(): string | undefined {
  return NGINX.find((path) => spawnSync(path, ["-v"], { stdio: "ignore" }).status === 0);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The nginx configuration of the cluster: apps/server/README.md "Several instances" as run. */
export function nginxConfig(options: {
  prefix: string;
  port: number;
  upstreams: readonly string[];
  runAsRoot: boolean;
}): string {
  const servers = options.upstreams
    .map((origin) => `    server ${new URL(origin).host} max_fails=1 fail_timeout=5s;`)
    .join("\n");
  return `${options.runAsRoot ? "user root;\n" : ""}daemon off;
worker_processes 1;
pid ${options.prefix}/nginx.pid;
error_log stderr crit;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${options.prefix}/client_body;
  proxy_temp_path ${options.prefix}/proxy;
  fastcgi_temp_path ${options.prefix}/fastcgi;
  uwsgi_temp_path ${options.prefix}/uwsgi;
  scgi_temp_path ${options.prefix}/scgi;
  upstream shop_instances {
${servers}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${options.port};
    location / {
      proxy_pass http://shop_instances;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # An instance shutting down answers 503 or refuses: the request goes to the next one.
      proxy_next_upstream error timeout http_502 http_503;
      add_header X-Shop-Upstream $upstream_addr always;
    }
  }
}
`;
}

async function waitForReady(origin: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const answer = await fetch(`${origin}/api/v1/health/ready`);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${origin} was not ready within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The instances' clock: the journeys' (10:00 Berlin on the demo day, running on). */
function clockEnv(): Record<string, string> {
  const offset = Number(process.env[CLOCK_OFFSET_VARIABLE] ?? 0);
  const setAt = Date.now();
  return { CLOCK_START: new Date(setAt + offset).toISOString(), CLOCK_SET_AT: String(setAt) };
}

export async function startShopCluster(): Promise<ShopCluster> {
  const nginx = nginxBinary();
  const databaseUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  const staffKey = randomBytes(24).toString("base64url");
  const shared = {
    ...clockEnv(),
    STAFF_API_KEY: staffKey,
    TICKET_CODE_SECRET: randomBytes(32).toString("hex"),
    // one admission-code key for both instances, as apps/server/README.md "Several instances" says
    TICKET_SIGNING_KEY: String(
      generateKeyPairSync("ed25519").privateKey.export({ type: "pkcs8", format: "pem" }),
    ),
    PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString("hex"),
  };
  if (!nginx || !databaseUrl || !redisUrl) {
    console.info(
      "e2e: no nginx, DATABASE_URL or REDIS_URL: the waiting room's journeys run against one instance",
    );
    const server = await startShopServer(shared);
    return {
      origin: server.origin,
      instances: [server.origin],
      upstreamOf: () => server.origin,
      stopInstance: async () => server.stop(),
      staffKey,
      mode: "single",
      stop: server.stop,
    };
  }

  const name = `e2e_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const env = {
    ...shared,
    DATABASE_URL: url.toString(),
    REDIS_URL: redisUrl,
    REDIS_PREFIX: name,
    TRUST_PROXY: "loopback",
  };
  const servers: ShopServer[] = [];
  const prefix = mkdtempSync(join(tmpdir(), "shop-nginx-"));
  let proxy: ChildProcess | undefined;
  const stop = async () => {
    if (proxy && proxy.exitCode === null) {
      const exited = new Promise((resolve) => proxy?.once("exit", resolve));
      proxy.kill("SIGQUIT");
      await exited;
    }
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(prefix, { recursive: true, force: true });
    const cleanup = new pg.Client({ connectionString: databaseUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  };
  try {
    // The first loads the demo catalogue into the new database; the second finds it there.
    servers.push(await startShopServer(env));
    servers.push(await startShopServer(env));
    const port = await freePort();
    writeFileSync(
      join(prefix, "nginx.conf"),
      nginxConfig({
        prefix,
        port,
        upstreams: servers.map((server) => server.origin),
        runAsRoot: process.getuid?.() === 0,
      }),
    );
    proxy = spawn(nginx, ["-p", prefix, "-c", join(prefix, "nginx.conf")], {
      stdio: ["ignore", "inherit", "inherit"],
    });
    const origin = `http://127.0.0.1:${port}`;
    await waitForReady(origin);
    console.info(`e2e: nginx at ${origin}/ in front of ${servers.map((s) => s.origin).join(", ")}`);
    const instances = servers.map((server) => server.origin);
    return {
      origin,
      instances,
      upstreamOf: (headers) => {
        const address = headers["x-shop-upstream"]?.split(",").at(-1)?.trim();
        return instances.find((instance) => address !== undefined && instance.endsWith(address));
      },
      stopInstance: async (index) => servers[index]?.stop(),
      staffKey,
      mode: "nginx",
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Sets the waiting room's rule through the staff API (PUT /staff/queue). */
export async function setQueueRule(
  cluster: ShopCluster,
  rule: {
    enabled?: boolean;
    visitorsInside?: number;
    admissionsPerMinute?: number;
    visitIdleMinutes?: number;
  },
): Promise<void> {
  const answer = await fetch(`${cluster.origin}/api/v1/staff/queue`, {
    method: "PUT",
    headers: { authorization: `Bearer ${cluster.staffKey}`, "content-type": "application/json" },
    body: JSON.stringify(rule),
  });
  if (!answer.ok) throw new Error(`PUT /staff/queue answered ${answer.status}`);
  // Every instance applies the rule within READ_CACHE_MS (at most 1 s): the journey goes on
  // after that.
  await new Promise((resolve) => setTimeout(resolve, READ_CACHE_MAX_MS + 100));
}

/** The longest the server keeps settings read (apps/server config READ_CACHE_MS's bound). */
const READ_CACHE_MAX_MS = 1000;
