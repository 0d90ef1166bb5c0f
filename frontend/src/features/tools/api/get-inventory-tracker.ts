import type { InventoryTrackerInfo } from '@contracts/api.contract';
import { apiPaths } from '@contracts/api-paths';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/api-query';

/** `GET /api/tools/inventory-tracker`: the spreadsheet's version and each file's real size. */
export const inventoryTrackerQueryOptions = () => apiQueryOptions<InventoryTrackerInfo>(apiPaths.inventoryTracker());

export const useInventoryTrackerInfo = () => useQuery(inventoryTrackerQueryOptions());
