import type { InventoryTrackerInfo } from '@contracts/api.contract';
import { apiPaths } from '@contracts/api-paths';
import { useQuery } from '@tanstack/react-query';
import { directoryQueryOptions } from '@/lib/api-query';

/** `GET /api/tools/inventory-tracker`: the spreadsheet's version and each file's real size. */
export const inventoryTrackerQueryOptions = () =>
  directoryQueryOptions<InventoryTrackerInfo>(apiPaths.inventoryTracker(), (reader, options) => reader.inventoryTracker(options));

export const useInventoryTrackerInfo = () => useQuery(inventoryTrackerQueryOptions());
