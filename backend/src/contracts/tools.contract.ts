/** The inventory tracker: its version and where its files are. */
export const INVENTORY_TRACKER_VERSION = '1.0.0';

export const INVENTORY_TRACKER_DOWNLOADS = {
  xlsx: '/downloads/inventory-tracker.xlsx',
  csv: '/downloads/inventory-tracker.csv',
} as const;

export const inventoryTrackerApiPath = () => '/api/tools/inventory-tracker';
