import { OWNER_FEED_FILE_API_PATHS, type ItemFileCheck } from '@contracts/items.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPostForm } from '@/lib/api-client';
import { feedRequestFailed } from './get-owner-feed';

/** The form the file endpoints take: the file alone, in the multipart field `file`. */
export function itemFileForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}

/**
 * `POST /api/owner/listing/feed/file/preview` (multipart/form-data, the file in `file`): checks a CSV or
 * .xlsx file of items and saves nothing; answers how many items it holds, the first few, and its
 * problems by line. 400 a file that is not a spreadsheet or holds no item, 413 one over 5 MB, 403 a
 * claim not verified, 429 too many tries.
 */
export const checkOwnerItemFile = (file: File) => apiPostForm<ItemFileCheck>(OWNER_FEED_FILE_API_PATHS.preview, itemFileForm(file));

export function useCheckOwnerItemFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkOwnerItemFile,
    onError: (error) => feedRequestFailed(queryClient, error),
  });
}
