/**
 * Fuzz: thousands of hostile inputs (SQL and script injection, path traversal, huge and malformed
 * values, bad Unicode, wrong types and bodies) over every API endpoint and page route of the built
 * server, on 127.0.0.1, with the sample directory. Passes with no 5xx answer, no internals in any
 * answer (stack frames, file paths, SQL, driver errors) and no input reflected unescaped into HTML.
 * Prints one JSON line of figures. RELIABILITY_FUZZ_CONCURRENCY sets the parallel requests (8).
 */
import { request as httpRequest } from 'node:http';
import { createBenchDirectory, PORT, serverAnswers, startServer, stopServer, waitFor, runScript } from '../bench/bench-directory';

const CONCURRENCY = Number(process.env.RELIABILITY_FUZZ_CONCURRENCY ?? 8);

/** Hostile values, as text (each is percent-encoded where it goes into an address). */
const PAYLOADS: string[] = [
  "' OR '1'='1",
  "'; drop table store; --",
  '1 union select password from pg_shadow --',
  "1' and sleep(5)--",
  '$$; select pg_sleep(5); $$',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "javascript:alert('x')",
  '</script><script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '%s%s%s%n',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd%00.html',
  '....//....//etc/passwd',
  '\u0000',
  '\u0000admin',
  '\u202egnp.exe',
  '𝕏𝕐ℤ 🚀 ﷽',
  'Ünïcödé – “quotes”',
  '\r\nSet-Cookie: injected=1',
  ' ',
  '',
  '-1',
  '0',
  '-0',
  '1e309',
  'NaN',
  'Infinity',
  '9007199254740993',
  '99999999999999999999999999999',
  '0x1F',
  '1.5',
  '[]',
  '{}',
  'null',
  'true',
  '{"$ne":null}',
  'a'.repeat(300),
  'a'.repeat(5_000),
  '9'.repeat(400),
  'texas,,,,,',
  'sellFurniture,notAFlag',
  '-200,-100,200,100',
  '-125,24,-66,50,1',
  '1,2,3',
  'ca',
  'CA',
  'TeXaS',
  'new%20york',
  '%',
  '%%',
  '%zz',
];

/** Raw percent-escapes that decode to bytes that are not UTF-8 (or to a lone surrogate). */
const RAW_ESCAPES = ['%FF%FE', '%ED%A0%80', '%C0%AF', '%E2%82', '%00', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', '..%2f..%2f', '%252e%252e%252f'];

interface Attempt {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

function attempts(): Attempt[] {
  // Each payload encoded once, and twice (a server that decodes twice would see the raw payload).
  const values = [...PAYLOADS.map(encodeURIComponent), ...PAYLOADS.map((payload) => encodeURIComponent(encodeURIComponent(payload))), ...RAW_ESCAPES];
  const templates: Array<(v: string) => string> = [
    (v) => `/api/states/${v}`,
    (v) => `/api/states/${v}/cities`,
    (v) => `/api/states/texas/cities/${v}`,
    (v) => `/api/states/${v}/cities/austin/store-count`,
    (v) => `/api/states/texas/cities/austin/stores?limit=${v}`,
    (v) => `/api/states/texas/cities/${v}/stores`,
    (v) => `/api/cities/${v}/nearby`,
    (v) => `/api/cities/1/nearby?limit=${v}`,
    (v) => `/api/stores/${v}`,
    (v) => `/api/stores/search?query=${v}`,
    (v) => `/api/stores/search?query=vintage&page=${v}`,
    (v) => `/api/stores/search?query=vintage&features=${v}`,
    (v) => `/api/stores/search?query=vintage&state=${v}`,
    (v) => `/api/stores/search?lat=${v}&lng=-97.7`,
    (v) => `/api/stores/search?query=${v}&lat=30.2&lng=${v}`,
    (v) => `/api/stores/map?bbox=${v}&zoom=4`,
    (v) => `/api/stores/map?bbox=-125,24,-66,50&zoom=${v}`,
    (v) => `/api/stores/map?zoom=${v}`,
    (v) => `/api/awards/validate/${v}`,
    (v) => `/api/meta-description?url=${v}`,
    (v) => `/api/meta-description?url=/${v}`,
    (v) => `/api/tools/inventory-tracker?x=${v}`,
    (v) => `/api/stats?${v}=${v}`,
    (v) => `/api/${v}`,
    (v) => `/badges/${v}`,
    (v) => `/badges/best-consignment-store-2025-${v}.png`,
    (v) => `/downloads/${v}`,
    (v) => `/sitemap-${v}.xml`,
    (v) => `/${v}`,
    (v) => `/${v}/${v}`,
    (v) => `/texas/${v}`,
    (v) => `/texas/austin/${v}`,
    (v) => `/${v}/${v}/${v}/${v}`,
    (v) => `/search?q=${v}`,
    (v) => `/search?q=vintage&page=${v}&features=${v}&state=${v}`,
    (v) => `/assets/${v}`,
    (v) => `/admin?${v}`,
    (v) => `/api/states/texas/cities/austin/store-count?x=${v}`,
    (v) => `/api/stores/search?query=vintage&page=1&features=sellBooks&state=${v}&lat=${v}`,
    (v) => `/tools/${v}`,
    (v) => `/map?${v}=1`,
    (v) => `/awards/${v}`,
  ];
  const list: Attempt[] = [];
  for (const template of templates) for (const value of values) list.push({ method: 'GET', path: template(value) });

  // Bodies: the admin POSTs with every payload as the password, as other types, and as broken JSON.
  for (const payload of PAYLOADS) {
    for (const path of ['/api/admin/sign-in', '/api/regenerate-sitemap', '/api/admin/sign-out']) {
      list.push({ method: 'POST', path, body: JSON.stringify({ password: payload }), headers: { 'Content-Type': 'application/json' } });
    }
  }
  const bodies = ['{', '{"password":', '[]', 'null', '"text"', '{"password":{"$gt":""}}', '{"password":["a","b"]}', '{"password":12}', `{"password":"${'x'.repeat(20_000)}"}`, '\u0000\u0001', 'password=x&password=y'];
  for (const body of bodies) {
    for (const type of ['application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      list.push({ method: 'POST', path: '/api/admin/sign-in', body, headers: { 'Content-Type': type } });
    }
  }
  // Hostile headers on ordinary requests.
  const headerValues = ['admin_session=' + 'A'.repeat(4_000), 'admin_session=%FF%FE', 'admin_session=; admin_session=x'];
  for (const cookie of headerValues) {
    for (const path of ['/api/regenerate-sitemap', '/api/admin/session', '/admin', '/']) list.push({ method: 'GET', path, headers: { Cookie: cookie } });
  }
  for (const value of ['*', 'gzip;q=abc', 'br, deflate, compress, x'.repeat(50), '"', 'W/"', 'W/"x", *']) {
    for (const path of ['/api/states', '/sitemap.xml', '/texas', '/api/stores/map']) {
      list.push({ method: 'GET', path, headers: { 'Accept-Encoding': value, 'If-None-Match': value, 'X-Request-Id': value } });
    }
  }
  return list;
}

/** Signs of internals in an answer: stack frames, source paths, SQL and driver messages. */
const LEAKS: Array<[string, RegExp]> = [
  ['a stack frame', /\bat [\w$.<>]+ \(|at async /],
  ['a source path', /node_modules|\/backend\/(src|dist)\/|\.ts:\d+/],
  // The database's own words (an answer may quote the hostile input itself, SQL included: that is not a leak).
  ['a database error', /syntax error at or near|DriverException|QueryFailed|Knex|relation "|column "|violates .* constraint|invalid input syntax/i],
];

/** Script a payload would inject if it were reflected into HTML unescaped. */
const REFLECTED = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>'];

function send(attempt: Attempt): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve) => {
    const request = httpRequest(
      { host: '127.0.0.1', port: PORT, method: attempt.method, path: attempt.path, headers: attempt.headers, timeout: 15_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type'] ?? ''), body: Buffer.concat(chunks).toString('latin1') }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => resolve({ status: -1, type: '', body: String(error) }));
    if (attempt.body !== undefined) request.write(attempt.body);
    request.end();
  });
}

async function main(): Promise<void> {
  const directory = await createBenchDirectory('directory_fuzz', 1);
  const server = startServer(directory.databaseUrl, { SAMPLE_DATA_ON_EMPTY: 'false', API_RATE_LIMIT: '0', LOG_LEVEL: 'error', ADMIN_PASSWORD: 'fuzz-admin-password' });
  server.stdout?.resume();
  const list = attempts();
  const statuses: Record<string, number> = {};
  const problems: string[] = [];
  const started = Date.now();
  try {
    await waitFor(serverAnswers, Date.now() + 120_000, 'The server start');
    let next = 0;
    const worker = async () => {
      while (next < list.length) {
        const attempt = list[next++]!;
        const answer = await send(attempt);
        const key = answer.status < 0 ? 'no answer' : String(answer.status);
        statuses[key] = (statuses[key] ?? 0) + 1;
        const where = `${attempt.method} ${attempt.path.slice(0, 120)}`;
        if (answer.status >= 500 || answer.status < 0) problems.push(`${where}: ${answer.status} ${answer.body.slice(0, 200)}`);
        for (const [what, pattern] of LEAKS) if (pattern.test(answer.body) && !answer.type.includes('xml')) problems.push(`${where}: ${what} in the answer`);
        if (answer.type.startsWith('text/html') && REFLECTED.some((script) => answer.body.includes(script))) problems.push(`${where}: input reflected into HTML`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const stillUp = await serverAnswers().catch(() => false);
    if (!stillUp) problems.push('the server stopped answering');
  } finally {
    await stopServer(server);
    await directory.stop();
  }
  console.log(
    JSON.stringify({
      label: 'fuzz',
      inputs: list.length,
      seconds: Math.round((Date.now() - started) / 1000),
      statuses,
      problems: problems.length,
    }),
  );
  if (problems.length > 0) {
    for (const problem of problems.slice(0, 30)) console.error(problem);
    console.error(`Fuzz failed: ${problems.length} problems`);
    process.exit(1);
  }
}

runScript(main);
