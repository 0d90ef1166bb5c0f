import { contributionApiPaths, type ContributionReceipt, type StoreReportInput } from '@contracts/contributions.contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

/** `POST /api/stores/:storeSlug/reports`: 201 with the words to show; 4xx with the server's message. */
export const reportProblem = (storeSlug: string, input: StoreReportInput) =>
  apiPost<ContributionReceipt>(contributionApiPaths.reports(storeSlug), input);

export const useReportProblem = (storeSlug: string) =>
  useMutation({ mutationFn: (input: StoreReportInput) => reportProblem(storeSlug, input) });
