/**
 * Fuzz: thousands of hostile inputs over every API endpoint and page route of the built server, on
 * 127.0.0.1, with the sample directory, by class:
 * - SQL and script injection, template and format strings, path traversal, bad Unicode, huge and
 *   malformed values, wrong types and bodies (in addresses, parameters, bodies and headers);
 * - addresses a browser would read as another site (`//host/`, `/\host/`), for every redirect;
 * - bodies nested thousands of levels deep;
 * - bytes Node's HTTP parser refuses (raw requests: bad bytes, header names and framing, unknown
 *   methods and versions, headers over the limit), alone and pipelined second and third on a
 *   keep-alive connection whose earlier answers are in flight, the server's life checked after each;
 * - requests with a thousand bad parameters or huge parameter names;
 * - search pages deep and past the last, many at once;
 * - import files that are empty, not UTF-8, hold NUL bytes, duplicate columns or floods of blank lines;
 * - a forged `X-Forwarded-For` from a client that reaches the app directly (TRUST_PROXY names a proxy);
 * - the session cookie's name and attributes where the site is on HTTPS;
 * - and the server's own log meanwhile.
 * Passes with no 5xx answer, no answer slower than 5 s, no internals in any answer (stack frames,
 * file paths, SQL, driver errors), no input reflected unescaped into HTML, every redirect on the
 * site, every API error as short JSON, and every log line JSON without statements, each cause at most
 * once per interval. Prints one JSON line of figures. RELIABILITY_FUZZ_CONCURRENCY sets the parallel
 * requests (8).
 */
import { request as httpRequest } from 'node:http';
import { createInterface } from 'node:readline';
import { createBenchDirectory, PORT, serverAnswers, startServer, stopServer, waitFor, runScript } from '../bench/bench-directory';
import { SEARCH_PAGE_MAX } from '../src/contracts/search.contract';
import { fuzzImportFiles } from './fuzz-import-files';
import { sendRaw } from '../test/raw-http';
import { pipelined, rawRequests } from './fuzz-raw-http';
import { logProblems } from './log-checks';

/** The fuzzed server's public address: on HTTPS, so its cookie and headers are the production ones. */
const SITE_URL = 'https://directory.example';
/** The one proxy the server believes; the fuzz connects directly, from 127.0.0.1. */
const TRUSTED_PROXY = '10.0.0.5';
const ADMIN_PASSWORD = 'fuzz-admin-password';
/** An answer slower than this is a problem: nothing may keep a request (or a connection) that long. */
const SLOWEST_MS = 5_000;

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
  const values = [
    ...PAYLOADS.map(encodeURIComponent),
    ...PAYLOADS.map((payload) => encodeURIComponent(encodeURIComponent(payload))),
    ...RAW_ESCAPES,
  ];
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
  const bodies = [
    '{',
    '{"password":',
    '[]',
    'null',
    '"text"',
    '{"password":{"$gt":""}}',
    '{"password":["a","b"]}',
    '{"password":12}',
    `{"password":"${'x'.repeat(20_000)}"}`,
    '\u0000\u0001',
    'password=x&password=y',
  ];
  for (const body of bodies) {
    for (const type of ['application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      list.push({ method: 'POST', path: '/api/admin/sign-in', body, headers: { 'Content-Type': type } });
    }
  }
  // Hostile headers on ordinary requests.
  const headerValues = ['admin_session=' + 'A'.repeat(4_000), 'admin_session=%FF%FE', 'admin_session=; admin_session=x'];
  for (const cookie of headerValues) {
    for (const path of ['/api/regenerate-sitemap', '/api/admin/session', '/admin', '/'])
      list.push({ method: 'GET', path, headers: { Cookie: cookie } });
  }
  for (const value of ['*', 'gzip;q=abc', 'br, deflate, compress, x'.repeat(50), '"', 'W/"', 'W/"x", *']) {
    for (const path of ['/api/states', '/sitemap.xml', '/texas', '/api/stores/map']) {
      list.push({ method: 'GET', path, headers: { 'Accept-Encoding': value, 'If-None-Match': value, 'X-Request-Id': value } });
    }
  }
  for (const cookie of [
    '__Host-admin_session=x',
    '__Host-admin_session=' + 'B'.repeat(4_000),
    '__host-admin_session=x; admin_session=y',
    '__Secure-admin_session=x',
  ]) {
    for (const path of ['/api/regenerate-sitemap', '/api/admin/session']) list.push({ method: 'GET', path, headers: { Cookie: cookie } });
  }

  // Addresses a browser reads as another site's, before paths that redirect (a trailing slash, a state code).
  const offSite = [
    '//evil.example',
    '/\\evil.example',
    '///evil.example',
    '/\\/evil.example',
    '//evil.example/%2e%2e',
    '/%2F%2Fevil.example',
    '/%5C%5Cevil.example',
    '//evil.example\\',
    '/.//evil.example',
    '//evil.example:443',
    '//@evil.example',
    '///\\evil.example',
  ];
  for (const start of offSite) {
    for (const rest of ['/', '//', '/texas/', '/ca/los-angeles', '/tx/', '?q=1', '/?next=//evil.example'])
      list.push({ method: 'GET', path: `${start}${rest}` });
  }
  for (const path of [
    '/ca//evil.example/',
    '/texas//evil.example/',
    '/texas/austin//evil.example/x/',
    '//ca/',
    '/ny/?next=https://evil.example',
  ])
    list.push({ method: 'GET', path });

  // Bodies nested deeper than any validation may recurse, as arrays, objects and both, under the size limit.
  for (const depth of [33, 100, 1_000, 3_000, 7_000]) {
    const arrays = `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const objects = `${'{"a":'.repeat(Math.min(depth, 3_000))}1${'}'.repeat(Math.min(depth, 3_000))}`;
    const mixed = `${'[{"a":'.repeat(Math.min(depth, 2_000))}1${'}]'.repeat(Math.min(depth, 2_000))}`;
    for (const path of ['/api/admin/sign-in', '/api/regenerate-sitemap', '/api/admin/sign-out']) {
      for (const nested of [arrays, objects, mixed]) {
        list.push({ method: 'POST', path, body: `{"password":${nested}}`, headers: { 'Content-Type': 'application/json' } });
        list.push({ method: 'POST', path, body: nested, headers: { 'Content-Type': 'application/json' } });
      }
      list.push({
        method: 'POST',
        path,
        body: `${'a['.repeat(Math.min(depth, 1_000))}=1`,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
    }
  }

  // Requests with a thousand problems, and parameter names no message should quote whole.
  const many = Array.from({ length: 1_100 }, (_, index) => `unknown${index}=1`).join('&');
  const longName = 'n'.repeat(5_000);
  for (const path of [
    '/api/stores/search?query=vintage',
    '/api/states/texas/cities/austin/stores?limit=5',
    '/api/cities/1/nearby?limit=2',
    '/api/stores/map?zoom=4',
    '/api/meta-description?url=/texas',
    '/search?q=vintage',
  ]) {
    list.push(
      { method: 'GET', path: `${path}&${many}` },
      { method: 'GET', path: `${path}&${longName}=1` },
      { method: 'GET', path: `${path}&${longName}` },
    );
  }
  list.push({
    method: 'GET',
    path: `/api/stores/search?query=vintage&features=${Array.from({ length: 300 }, (_, index) => `flag${index}`).join(',')}`,
  });

  // Search pages deep and past the last, for common and rare words, filters and near a place.
  for (const query of ['a', 'con', 'the', 'vintage', 'store', 'los angeles', '9']) {
    for (const page of [1, 2, 17, 50, 83, 84, 99, SEARCH_PAGE_MAX, SEARCH_PAGE_MAX + 1, 1_000, 100_000, 2 ** 31]) {
      list.push({ method: 'GET', path: `/api/stores/search?query=${encodeURIComponent(query)}&page=${page}` });
      list.push({
        method: 'GET',
        path: `/api/stores/search?query=${encodeURIComponent(query)}&page=${page}&features=sellClothes,pricing&state=tx`,
      });
      list.push({ method: 'GET', path: `/api/stores/search?query=${encodeURIComponent(query)}&page=${page}&lat=34.05&lng=-118.24` });
      list.push({ method: 'GET', path: `/search?q=${encodeURIComponent(query)}&page=${page}` });
    }
  }
  return list;
}

/** Signs of internals in an answer: stack frames, source paths, SQL and driver messages. */
const LEAKS: Array<[string, RegExp]> = [
  ['a stack frame', /\bat [\w$.<>]+ \(|at async /],
  ['a source path', /node_modules|\/backend\/(src|dist)\/|\.ts:\d+/],
  // The database's own words (an answer may quote the hostile input itself, SQL included: that is not a leak).
  [
    'a database error',
    /syntax error at or near|DriverException|QueryFailed|Knex|relation "|column "|violates .* constraint|invalid input syntax/i,
  ],
];

/** Script a payload would inject if it were reflected into HTML unescaped. */
const REFLECTED = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>'];

interface Answer {
  status: number;
  type: string;
  body: string;
  headers: Record<string, string | string[] | undefined>;
  ms: number;
}

function send(attempt: Attempt): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = httpRequest(
      { host: '127.0.0.1', port: PORT, method: attempt.method, path: attempt.path, headers: attempt.headers, timeout: 15_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            type: String(response.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('latin1'),
            headers: response.headers,
            ms: performance.now() - started,
          }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => resolve({ status: -1, type: '', body: String(error), headers: {}, ms: performance.now() - started }));
    if (attempt.body !== undefined) request.write(attempt.body);
    request.end();
  });
}

/** HTML elements that cannot be named by `aria-label` without a role (Nu HTML checker, axe's aria-prohibited-attr). */
const NAMED_WITHOUT_ROLE = /<(span|div|p|b|i|em|strong|small)\b(?![^>]*\brole=)[^>]*\baria-label=/i;

/**
 * What is wrong with one answer, whatever was asked: a 5xx or no answer, slowness, internals,
 * reflected script, a redirect off the site, an API error that is not short JSON, a misnamed label.
 */
function problemsOf(
  where: string,
  path: string,
  answer: Pick<Answer, 'status' | 'type' | 'body' | 'ms'> & { location?: string },
): string[] {
  const found: string[] = [];
  if (answer.status >= 500 || answer.status < 0) found.push(`${where}: ${answer.status} ${answer.body.slice(0, 200)}`);
  if (answer.ms > SLOWEST_MS) found.push(`${where}: answered in ${Math.round(answer.ms)} ms`);
  for (const [what, pattern] of LEAKS)
    if (pattern.test(answer.body) && !answer.type.includes('xml')) found.push(`${where}: ${what} in the answer`);
  if (answer.type.startsWith('text/html') && REFLECTED.some((script) => answer.body.includes(script)))
    found.push(`${where}: input reflected into HTML`);
  if (answer.type.startsWith('text/html') && NAMED_WITHOUT_ROLE.test(answer.body))
    found.push(`${where}: aria-label on an element without a role`);
  if (answer.status >= 300 && answer.status < 400 && answer.status !== 304) {
    const target = answer.location === undefined ? null : new URL(answer.location, SITE_URL);
    if (!target || target.origin !== SITE_URL) found.push(`${where}: redirect to ${answer.location} leaves the site`);
  }
  if (answer.status >= 400 && /^\/api(\/|$)/i.test(path)) {
    let message: unknown;
    try {
      // The body was read byte for byte (latin1); its JSON is UTF-8.
      message = (JSON.parse(Buffer.from(answer.body, 'latin1').toString('utf8')) as { message?: unknown }).message;
    } catch {
      message = undefined;
    }
    if (!answer.type.startsWith('application/json') || typeof message !== 'string')
      found.push(`${where}: an API error that is not the JSON error`);
    else if (message.length > 300) found.push(`${where}: a message of ${message.length} characters`);
  }
  return found;
}

/** Wrong passwords under forged client addresses: the sign-in limit must still count the one real client. */
async function forgedAddressProblems(): Promise<{ inputs: number; problems: string[] }> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const answer = await send({
      method: 'POST',
      path: '/api/admin/sign-in',
      body: JSON.stringify({ password: `forged-${attempt}` }),
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.${attempt + 1}, ${TRUSTED_PROXY}` },
    });
    statuses.push(answer.status);
  }
  const refused = statuses.filter((status) => status === 429).length;
  return {
    inputs: statuses.length,
    problems: refused >= 11 ? [] : [`forged X-Forwarded-For escaped the sign-in limit: ${refused} of 20 refused`],
  };
}

/** A sign-in with the right password: the session cookie must be `__Host-`, Secure, for path / and no domain. */
async function cookieProblems(): Promise<string[]> {
  const answer = await send({
    method: 'POST',
    path: '/api/admin/sign-in',
    body: JSON.stringify({ password: ADMIN_PASSWORD }),
    headers: { 'Content-Type': 'application/json' },
  });
  const cookie = ([] as string[]).concat(answer.headers['set-cookie'] ?? [])[0] ?? '';
  if (answer.status !== 204) return [`the right password answered ${answer.status}`];
  const ok =
    /^__Host-admin_session=[\w-]+;/.test(cookie) &&
    /; Secure/.test(cookie) &&
    /; Path=\/(;|$)/.test(cookie) &&
    /; HttpOnly/.test(cookie) &&
    !/; Domain=/i.test(cookie);
  return ok
    ? []
    : [`the session cookie is not a __Host- cookie: ${cookie.split(';')[0]?.slice(0, 30)}...; ${cookie.split('; ').slice(1).join('; ')}`];
}

async function main(): Promise<void> {
  const directory = await createBenchDirectory('directory_fuzz', 1);
  // The sign-in limit has to hold (it is per client), so it is not switched off; the API's and the search's are.
  const server = startServer(directory.databaseUrl, {
    SAMPLE_DATA_ON_EMPTY: 'false',
    API_RATE_LIMIT: '0',
    LOG_LEVEL: 'log',
    ADMIN_PASSWORD,
    SITE_URL,
    TRUST_PROXY: TRUSTED_PROXY,
  });
  const logLines: string[] = [];
  createInterface({ input: server.stdout! }).on('line', (line) => logLines.push(line));
  const list = attempts();
  const raw = rawRequests();
  const statuses: Record<string, number> = {};
  const count = (status: number) => {
    const key = status < 0 ? 'no answer' : String(status);
    statuses[key] = (statuses[key] ?? 0) + 1;
  };
  const problems: string[] = [];
  const started = Date.now();
  let importFiles = 0;
  let forgedInputs = 0;
  let pipelinedInputs = 0;
  try {
    await waitFor(serverAnswers, Date.now() + 120_000, 'The server start');
    // First, while this client has made no wrong sign-in yet: the right password, then forged addresses.
    problems.push(...(await cookieProblems()));
    const forged = await forgedAddressProblems();
    forgedInputs = forged.inputs;
    problems.push(...forged.problems);

    let next = 0;
    const worker = async () => {
      while (next < list.length) {
        const attempt = list[next++]!;
        const answer = await send(attempt);
        count(answer.status);
        const location = answer.headers.location;
        problems.push(
          ...problemsOf(`${attempt.method} ${attempt.path.slice(0, 120)}`, attempt.path, {
            ...answer,
            location: typeof location === 'string' ? location : undefined,
          }),
        );
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));

    let nextRaw = 0;
    const rawWorker = async () => {
      while (nextRaw < raw.length) {
        const bytes = raw[nextRaw++]!;
        const before = performance.now();
        const [answer] = await sendRaw(PORT, bytes);
        const where = `raw ${JSON.stringify(bytes.slice(0, 80))}`;
        if (!answer) {
          count(-1);
          problems.push(`${where}: no HTTP answer`);
          continue;
        }
        count(answer.status);
        const type = answer.headers['content-type'] ?? '';
        // A request the parser refused is an API error whatever it asked for; one it read is judged by its path.
        const parsed = answer.headers['x-request-id'] !== undefined;
        const path = parsed ? (bytes.split(' ')[1] ?? '/') : '/api/';
        problems.push(
          ...problemsOf(where, path, {
            status: answer.status,
            type,
            body: answer.body,
            ms: performance.now() - before,
            location: answer.headers.location,
          }),
        );
        if (parsed) continue;
        // Refused alone: refused again after requests on the same connection, whose answers come first, in order.
        for (const { bytes: sequence, before: answered } of pipelined(bytes)) {
          pipelinedInputs += 1;
          const answers = await sendRaw(PORT, sequence, answered + 2);
          const statuses = answers.map((each) => each.status);
          const expected = [...Array.from({ length: answered }, () => 200), answer.status];
          if (statuses.join() !== expected.join())
            problems.push(`${where} pipelined after ${answered}: answered ${statuses.join(', ') || 'nothing'}, not ${expected.join(', ')}`);
          if (!(await serverAnswers().catch(() => false)))
            problems.push(`${where} pipelined after ${answered}: the server stopped answering`);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, rawWorker));

    const imports = await fuzzImportFiles(directory.databaseUrl);
    importFiles = imports.inputs;
    problems.push(...imports.problems);

    const stillUp = await serverAnswers().catch(() => false);
    if (!stillUp) problems.push('the server stopped answering');
  } finally {
    await stopServer(server);
    await directory.stop();
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  problems.push(...logProblems(logLines, seconds));
  console.log(
    JSON.stringify({
      label: 'fuzz',
      inputs: list.length + raw.length + pipelinedInputs + importFiles + forgedInputs + 1,
      byKind: {
        requests: list.length,
        rawRequests: raw.length,
        pipelined: pipelinedInputs,
        importFiles,
        forgedAddresses: forgedInputs,
        signIn: 1,
      },
      seconds,
      statuses,
      logLines: logLines.length,
      problems: problems.length,
    }),
  );
  if (problems.length > 0) {
    for (const problem of problems.slice(0, 40)) console.error(problem);
    console.error(`Fuzz failed: ${problems.length} problems`);
    process.exit(1);
  }
}

runScript(main);
