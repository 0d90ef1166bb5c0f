import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REGISTRY_TOOLS_ONLY } from '../backend/test/test-postgres';

/** Debian's Chromium (`apt-get install chromium`). */
const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** Flags for this closed network: without the networking ones Chromium keeps dialling out. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Chromium {
  path: string;
  origin: string;
  /** A folder of libraries the browser loads before the system's (the package's: NSS, NSPR, expat). */
  libraries?: string;
  /** The fontconfig folder the browser draws text with (`FONTCONFIG_PATH`): the package's fonts. */
  fonts?: string;
}

/** The package's bin/ folder, beside its entry's build/ (its own getBinPath). */
const packageFile = (name: string) => join(dirname(require.resolve('@sparticuz/chromium')), '..', 'bin', name);

/**
 * The fonts the tests' pages are drawn with, whatever the machine has: the `@sparticuz/chromium`
 * package's (Open Sans, with their fontconfig file), unpacked into the temporary folder. A machine's own
 * fonts differ from one to the next (DejaVu Sans on one, none on another) and with them the width of every
 * line, which the phone-layout tests measure.
 */
async function packagedFonts(): Promise<string> {
  const { inflate } = await import('@sparticuz/chromium');
  return inflate(packageFile('fonts.tar.br'));
}

/**
 * The browser of the tests and of Lighthouse, without downloading one: `CHROMIUM_PATH` if set; else
 * the system's (Debian's), unless `TEST_TOOLS=registry`; else the headless Chromium inside the
 * `@sparticuz/chromium` package ('registry'), which `prepareChromium` unpacks into the temporary
 * folder on first use.
 */
export function findChromium(): Chromium | 'registry' {
  if (process.env.CHROMIUM_PATH) return { path: process.env.CHROMIUM_PATH, origin: `CHROMIUM_PATH (${process.env.CHROMIUM_PATH})` };
  if (!REGISTRY_TOOLS_ONLY && existsSync(SYSTEM_CHROMIUM)) return { path: SYSTEM_CHROMIUM, origin: `the system's (${SYSTEM_CHROMIUM})` };
  return 'registry';
}

/**
 * `findChromium`'s browser, unpacked if it is the package's, with the libraries it ships beside it
 * (made for Amazon Linux, which lacks them as a machine with only Node does), which it loads first.
 */
export async function prepareChromium(): Promise<Chromium> {
  const found = findChromium();
  const fonts = await packagedFonts();
  if (found !== 'registry') {
    if (!existsSync(found.path)) throw new Error(`No Chromium at ${found.path} (CHROMIUM_PATH)`);
    return { ...found, fonts };
  }
  const { default: packaged, inflate } = await import('@sparticuz/chromium');
  const path = await packaged.executablePath();
  const libraries = join(await inflate(packageFile('al2023.tar.br')), 'lib');
  return { path, origin: "npm's @sparticuz/chromium", libraries, fonts };
}

/**
 * The environment to start `chromium` in: this one, its libraries first where it has its own, its
 * text drawn with `fonts` (fontconfig's folder) where given.
 */
export function chromiumEnvironment({ libraries, fonts }: Pick<Chromium, 'libraries' | 'fonts'>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...(libraries && { LD_LIBRARY_PATH: [libraries, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':') }),
    ...(fonts && { FONTCONFIG_PATH: fonts }),
  };
}
