import { existsSync } from 'node:fs';

/** Debian's Chromium (`apt-get install chromium`); no run ever downloads a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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

export function requireChromium(): string {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`No Chromium at ${CHROMIUM_PATH}: install it with 'apt-get install -y chromium' or set CHROMIUM_PATH`);
  }
  return CHROMIUM_PATH;
}
