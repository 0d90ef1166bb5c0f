/**
 * Recounts cities' stores, centre and latest change, which the read side relies on (a city whose
 * totals change gets a new `updated_at`, and the directory a new version): every city after an
 * import, and by the tests that add stores without one; one city after a listing's change
 * (`cityTotalsUpdate('city.id = ?')`).
 */
export const cityTotalsUpdate = (cities = 'true') => `update city
      set store_count = totals.store_count, latitude = totals.latitude, longitude = totals.longitude,
          stores_updated_at = totals.stores_updated_at, updated_at = now()
     from (select city.id, count(store.id)::int as store_count,
                  avg(store.latitude) as latitude, avg(store.longitude) as longitude,
                  max(store.updated_at) as stores_updated_at
             from city left join store on store.city_id = city.id
            where ${cities}
            group by city.id) totals
    where totals.id = city.id
      and (city.store_count, city.latitude, city.longitude, city.stores_updated_at)
          is distinct from (totals.store_count, totals.latitude, totals.longitude, totals.stores_updated_at)`;
