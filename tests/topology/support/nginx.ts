import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
const SHIPPED_CONFIG = path.join(root, 'deploy/nginx.conf');

/** A self-signed certificate for localhost and 127.0.0.1, made with openssl for one run. */
export function makeCertificate(dir: string) {
  const cert = path.join(dir, 'site.crt');
  const key = path.join(dir, 'site.key');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

export interface SiteAddresses {
  upstreams: number[];
  httpPort: number;
  httpsPort: number;
  certificate: { cert: string; key: string };
}

/**
 * The shipped deploy/nginx.conf with only what differs on this machine swapped: the upstream
 * addresses, the listening ports and the certificate's paths. Every proxy setting runs as shipped;
 * a change of the file's shape fails here rather than testing something else.
 */
export function siteConfig({ upstreams, httpPort, httpsPort, certificate }: SiteAddresses) {
  let config = fs.readFileSync(SHIPPED_CONFIG, 'utf8');
  const swap = (from: string, to: string) => {
    if (!config.includes(from)) throw new Error(`deploy/nginx.conf no longer has "${from}"`);
    config = config.replace(from, to);
  };
  const [first, second] = upstreams;
  swap('server app1:3000 ', `server 127.0.0.1:${first} `);
  swap('server app2:3000 ', `server 127.0.0.1:${second} `);
  swap('listen 80;', `listen 127.0.0.1:${httpPort};`);
  swap('listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`);
  swap('/etc/nginx/certs/site.crt', certificate.cert);
  swap('/etc/nginx/certs/site.key', certificate.key);
  return config;
}

/** What a distribution's nginx.conf wraps around a site file, with every path under `dir`. */
function mainConfig(dir: string, site: string) {
  const mimeTypes = ['/etc/nginx/mime.types'].find((file) => fs.existsSync(file));
  return `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http {
  ${mimeTypes ? `include ${mimeTypes};` : ''}
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${site};
}
`;
}

export interface Nginx {
  errors(): string;
  stop(): Promise<void>;
}

const nginxBinary = () =>
  ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'].find((file) =>
    fs.existsSync(file),
  ) ?? 'nginx';

/** Debian's nginx on the shipped site file, in the foreground, until stop(). */
export async function startNginx(dir: string, addresses: SiteAddresses): Promise<Nginx> {
  const site = path.join(dir, 'site.conf');
  const main = path.join(dir, 'nginx.conf');
  fs.writeFileSync(site, siteConfig(addresses));
  fs.writeFileSync(main, mainConfig(dir, site));
  const child: ChildProcess = spawn(nginxBinary(), ['-p', dir, '-c', main, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const errors = () => {
    const log = path.join(dir, 'error.log');
    return stderr + (fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '');
  };
  const deadline = Date.now() + 10_000;
  while (!(await listening(addresses.httpsPort))) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`nginx did not start:\n${errors()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    errors,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGQUIT');
      await exited;
    },
  };
}

function listening(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}
