let storeMapModule: Promise<{ default: typeof import('./components/store-map').StoreMap }> | null = null;

/**
 * Leaflet and the map come in their own file, asked for once: by the map page's route as it loads
 * (so the file comes with the page's own code, not after it) and by the map's box as it renders.
 */
export const loadStoreMap = () => (storeMapModule ??= import('./components/store-map').then((module) => ({ default: module.StoreMap })));
