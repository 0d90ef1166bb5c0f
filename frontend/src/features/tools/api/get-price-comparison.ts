import { priceComparisonApiPath, type PriceComparison } from '@contracts/consignment-terms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { apiQueryKey } from '@/lib/api-query';

export type PriceComparisonRequest = Parameters<typeof priceComparisonApiPath>[0];

/** `GET /api/tools/price-comparison`: asked for in the browser once the form names an item and a place. */
export const priceComparisonQueryOptions = (request: PriceComparisonRequest) => {
  const path = priceComparisonApiPath(request);
  return queryOptions({ queryKey: apiQueryKey(path), queryFn: ({ signal }) => apiGet<PriceComparison>(path, { signal }) });
};

export const usePriceComparison = (request: PriceComparisonRequest | null) =>
  useQuery({ ...priceComparisonQueryOptions(request ?? { category: 'other', price: 1 }), enabled: request !== null });
