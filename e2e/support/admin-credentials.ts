/**
 * The admin password the e2e server is started with (`ADMIN_PASSWORD`, see e2e-server.ts); the
 * admin tests sign in with it. It guards nothing but a throwaway test database.
 */
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';
