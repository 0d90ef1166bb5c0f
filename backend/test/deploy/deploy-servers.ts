import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { stopWhenGone, type Watch } from '../stop-when-gone';
import { freePort } from '../test-postgres';

/** The proxy's configuration, as docker/compose.yml and docker/compose.scale.yml give it to nginx's image. */
const NGINX_TEMPLATE = resolve(__dirname, '../../../docker/nginx/default.conf.template');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
const REDIS = ['/usr/bin/redis-server', '/usr/sbin/redis-server'].find((path) => existsSync(path));

/** Asks until `check` holds, or fails after `limit` milliseconds; answers how long it took. */
export async function until(check: () => Promise<boolean>, limit: number, every = 100): Promise<number> {
  const started = Date.now();
  while (!(await check().catch(() => false))) {
    if (Date.now() - started > limit) throw new Error(`Not so within ${limit} ms`);
    await new Promise((resolve) => setTimeout(resolve, every));
  }
  return Date.now() - started;
}

/** Ends a process (SIGTERM unless told otherwise) and waits for it to exit. */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((exited) => child.once('exit', exited).kill(signal));
}

/** A server started by a test: stopped with the test however it ends. */
export interface TestServer {
  readonly port: number;
  stop(): Promise<void>;
}

/** A throwaway Redis on 127.0.0.1, in the foreground, on `port` (a new one by default). */
export async function startRedis(port?: number): Promise<TestServer> {
  if (!REDIS) throw new Error('This test needs redis-server (Debian: apt-get install redis-server)');
  const folder = await mkdtemp(join(tmpdir(), 'directory-redis-'));
  // redis-server started as root keeps running as root; the folder is only its working directory.
  await chmod(folder, 0o755);
  const on = port ?? (await freePort());
  const redis = spawn(REDIS, ['--port', String(on), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', folder], {
    stdio: 'ignore',
  });
  const watch = stopWhenGone({ processes: [redis.pid!], folders: [folder] });
  return {
    port: on,
    async stop() {
      await stopProcess(redis);
      watch.release();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/**
 * The compose files' caching proxy (docker/nginx/default.conf.template, filled in as nginx's image
 * does) with Debian's nginx, in front of the app instances on `appPorts`: as Docker's DNS gives the
 * proxy every instance of the `app` service, the upstream lists each. Answers once it takes requests.
 */
export async function startProxy(appPorts: number[]): Promise<TestServer & { url: string }> {
  if (!NGINX) throw new Error('This test needs nginx (Debian: apt-get install nginx-light)');
  const port = await freePort();
  const folder = await mkdtemp(join(tmpdir(), 'directory-proxy-'));
  // nginx's workers run as another user when it is started as root: they must reach the folder.
  await chmod(folder, 0o755);
  const site = (await readFile(NGINX_TEMPLATE, 'utf8'))
    .replace('server ${APP_UPSTREAM};', appPorts.map((appPort) => `server 127.0.0.1:${appPort};`).join('\n    '))
    .replace('/var/cache/nginx/directory', join(folder, 'cache'))
    .replace('listen 8080;', `listen 127.0.0.1:${port};`);
  await writeFile(join(folder, 'site.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${join(folder, name)};`;
  await writeFile(
    join(folder, 'nginx.conf'),
    `pid ${join(folder, 'nginx.pid')};\nerror_log ${join(folder, 'error.log')} warn;\nevents {}\nhttp {\n  access_log off;\n  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}\n  include ${join(folder, 'site.conf')};\n}\n`,
  );
  const nginx = spawn(NGINX, ['-e', join(folder, 'error.log'), '-c', join(folder, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  const watch: Watch = stopWhenGone({ processes: [nginx.pid!], folders: [folder] });
  const proxy = {
    port,
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await stopProcess(nginx, 'SIGQUIT');
      watch.release();
      await rm(folder, { recursive: true, force: true });
    },
  };
  try {
    await until(async () => (await fetch(`${proxy.url}/api/health/live`)).ok, 10_000);
  } catch {
    const log = await readFile(join(folder, 'error.log'), 'utf8').catch(() => '');
    await proxy.stop();
    throw new Error(`nginx did not answer: ${log}`);
  }
  return proxy;
}
