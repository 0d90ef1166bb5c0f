import { US_STATES } from '../states/us-states';
import { STATE_TIME_ZONES, storeTimeZone, US_TIME_ZONES } from './store-time-zone';

describe('storeTimeZone', () => {
  it('finds the zone of coordinates in New York, Los Angeles, Phoenix, Honolulu, Anchorage and El Paso', () => {
    expect(storeTimeZone({ latitude: 40.7128, longitude: -74.006, state: 'NY' })).toBe('America/New_York');
    expect(storeTimeZone({ latitude: 34.0522, longitude: -118.2437, state: 'CA' })).toBe('America/Los_Angeles');
    expect(storeTimeZone({ latitude: 33.4484, longitude: -112.074, state: 'AZ' })).toBe('America/Phoenix');
    expect(storeTimeZone({ latitude: 21.3069, longitude: -157.8583, state: 'HI' })).toBe('Pacific/Honolulu');
    expect(storeTimeZone({ latitude: 61.2181, longitude: -149.9003, state: 'AK' })).toBe('America/Anchorage');
    // Texas is on Central time but for its western tip: the coordinates win over the state.
    expect(storeTimeZone({ latitude: 31.7619, longitude: -106.485, state: 'TX' })).toBe('America/Denver');
  });

  it('gives a store just across a border, as the lookup draws it, the nearest US zone', () => {
    // The lookup alone says America/Ciudad_Juarez, America/Moncton (Atlantic time), America/Vancouver and America/Toronto.
    expect(storeTimeZone({ latitude: 31.7, longitude: -106.4, state: 'TX' })).toBe('America/Denver');
    expect(storeTimeZone({ latitude: 44.9062, longitude: -66.99, state: 'ME' })).toBe('America/New_York');
    expect(storeTimeZone({ latitude: 48.9937, longitude: -122.7471, state: 'WA' })).toBe('America/Los_Angeles');
    expect(storeTimeZone({ latitude: 42.31415, longitude: -83.04359, state: 'MI' })).toBe('America/Detroit');
    expect(storeTimeZone({ latitude: 27.49151, longitude: -99.52435, state: 'TX' })).toBe('America/Chicago'); // America/Matamoros
  });

  it("falls back to the state's zone without coordinates, with a zero, or with coordinates off the continent", () => {
    expect(storeTimeZone({ state: 'TX' })).toBe('America/Chicago');
    expect(storeTimeZone({ latitude: null, longitude: null, state: 'HI' })).toBe('Pacific/Honolulu');
    expect(storeTimeZone({ latitude: 40.7, longitude: null, state: 'NY' })).toBe('America/New_York');
    expect(storeTimeZone({ latitude: 0, longitude: 0, state: 'AZ' })).toBe('America/Phoenix');
    // In the Atlantic (Etc/GMT+4), and latitude and longitude swapped (Antarctica).
    expect(storeTimeZone({ latitude: 35, longitude: -50, state: 'NC' })).toBe('America/New_York');
    expect(storeTimeZone({ latitude: -74.006, longitude: 40.7128, state: 'NJ' })).toBe('America/New_York');
  });

  it('has a US zone for each of the 50 states and DC, every US zone known to Intl, and refuses an unknown state', () => {
    expect(Object.keys(STATE_TIME_ZONES).sort()).toEqual(US_STATES.map((state) => state.abbreviation).sort());
    for (const zone of Object.values(STATE_TIME_ZONES)) expect(US_TIME_ZONES.has(zone)).toBe(true);
    for (const zone of US_TIME_ZONES) {
      // (ICU may answer with an older name of the same zone, America/Indianapolis.)
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow();
    }
    expect(() => storeTimeZone({ state: 'PR' })).toThrow("No time zone for the state 'PR'");
  });
});
