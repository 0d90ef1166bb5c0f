import { adminApiPaths, type AdminSignIn } from '@contracts/admin.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { markSignedIn } from './get-admin-session';

/**
 * `POST /api/admin/sign-in`: 204 with the session cookie; 401 wrong password, 429 too many wrong
 * ones (with Retry-After), 403 sign-in disabled, 400 a missing or too long password.
 */
export const signIn = (password: string) => apiPost(adminApiPaths.signIn, { password } satisfies AdminSignIn);

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => markSignedIn(queryClient),
  });
}
