import { adminApiPaths } from '@contracts/admin.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { markSignedOut } from './get-admin-session';

/** `POST /api/admin/sign-out`: 204, the session cookie cleared. */
export const signOut = () => apiPost(adminApiPaths.signOut);

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => markSignedOut(queryClient, 'signed-out'),
  });
}
