export const METERS_PER_MILE = 1609.344;
/** The radius earthdistance gives the Earth (`earth()`), so that a box drawn here holds its circles. */
export const EARTH_RADIUS_METERS = 6378168;

/**
 * The box of longitude and latitude, `[west, south, east, north]`, that holds every point within
 * `miles` of a place by great-circle distance: for the point indexes' `<@ box(...)`. It spans
 * `asin(sin d / cos lat)` of longitude either side (all of it near a pole).
 */
export function milesBox(near: { lat: number; lng: number }, miles: number): [number, number, number, number] {
  const angle = (miles * METERS_PER_MILE) / EARTH_RADIUS_METERS;
  const degrees = (radians: number) => (radians * 180) / Math.PI;
  const latitudeSpan = degrees(angle) + 1e-9;
  const sinAngle = Math.sin(angle);
  const cosLatitude = Math.cos((near.lat * Math.PI) / 180);
  const longitudeSpan = sinAngle >= cosLatitude ? 360 : degrees(Math.asin(sinAngle / cosLatitude)) + 1e-9;
  return [near.lng - longitudeSpan, near.lat - latitudeSpan, near.lng + longitudeSpan, near.lat + latitudeSpan];
}
