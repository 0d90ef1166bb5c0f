import { contributionApiPaths, HONEYPOT_FIELD, type FormGuard } from '@contracts/contributions.contract';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { apiError, fakeApi, type SentRequest } from '@/test/fake-api';
import { ApiRequestError } from '@/lib/api-client';
import { useFormSend } from './use-form-send';

const originalFetch = globalThis.fetch;
afterEach(() => {
  jest.useRealTimers();
  globalThis.fetch = originalFetch;
});

/** The hook of the claim form, its API answering tickets; the clock moves when the test says (the guard waits a few seconds). */
function renderSend() {
  jest.useFakeTimers({ advanceTimers: false });
  const sent: SentRequest[] = fakeApi(({ path }) =>
    path === contributionApiPaths.ticket ? { status: 200, body: { ticket: 'ticket-9' } } : undefined,
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { sent, ...renderHook(() => useFormSend('claim'), { wrapper }) };
}

describe("a public form's sending", () => {
  it('is under way from the call (the ticket’s wait included) to the answer, then asks for a new ticket', async () => {
    const { result, sent } = renderSend();
    const post = jest.fn<(formGuard: FormGuard) => Promise<void>>(() => Promise.resolve());

    let sending: Promise<void> = Promise.resolve();
    act(() => {
      sending = result.current.send(post, 'We could not send the link.');
    });
    expect(result.current.waiting).toBe(true);
    expect(result.current.isSending()).toBe(true);
    expect(post).not.toHaveBeenCalled();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(5000);
      await sending;
    });
    expect(post).toHaveBeenCalledWith({ ticket: 'ticket-9', [HONEYPOT_FIELD]: '' });
    expect(result.current.waiting).toBe(false);
    expect(result.current.isSending()).toBe(false);
    expect(result.current.alert).toBeNull();
    expect(sent.filter((request) => request.path === contributionApiPaths.ticket)).toHaveLength(2);
  });

  it('says why it failed: the server’s message, or what failed and what to do', async () => {
    const { result } = renderSend();
    const refused = apiError(409, 'This listing is already claimed.');
    const refusal = new ApiRequestError(refused.status, JSON.stringify(refused.body));

    await act(async () => {
      const sending = result.current.send(() => Promise.reject(refusal), 'We could not send the link.');
      await jest.advanceTimersByTimeAsync(5000);
      await sending;
    });
    expect(result.current.alert).toBe('This listing is already claimed.');
    expect(result.current.waiting).toBe(false);

    await act(async () => {
      const sending = result.current.send(() => Promise.reject(new TypeError('Failed to fetch')), 'We could not send the link.');
      await jest.advanceTimersByTimeAsync(5000);
      await sending;
    });
    expect(result.current.alert).toBe('We could not send the link. Check your connection and try again.');
  });
});
