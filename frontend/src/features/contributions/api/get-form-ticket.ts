import {
  contributionApiPaths,
  FORM_MINIMUM_FILL_SECONDS,
  FORM_TICKET_HOURS,
  HONEYPOT_FIELD,
  type FormGuard,
  type FormTicket,
} from '@contracts/contributions.contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiGet } from '@/lib/api-client';
import { apiQueryKey } from '@/lib/api-query';

/** The public forms: each holds a ticket of its own. */
export type GuardedForm = 'suggestion' | 'report' | 'claim';

/**
 * `GET /api/forms/ticket`: a ticket handed to a form as it shows and sent back with it (the server
 * takes a form filled in at least a few seconds after its ticket, within a day). Asked for in the
 * browser only, as the form mounts; never kept for a page.
 */
export const formTicketQueryOptions = (form: GuardedForm) =>
  queryOptions({
    queryKey: [...apiQueryKey(contributionApiPaths.ticket), form] as const,
    queryFn: ({ signal }) => apiGet<FormTicket>(contributionApiPaths.ticket, { signal }),
  });

export const useFormTicket = (form: GuardedForm) => useQuery(formTicketQueryOptions(form));

/** A ticket is asked for again when it is this old (a little under a day: the server refuses older ones). */
const TICKET_FRESH_MS = FORM_TICKET_HOURS * 3_600_000 - 5 * 60_000;
/** How old a ticket must be before its form goes, with a margin for the time its answer took to come. */
const TICKET_MINIMUM_AGE_MS = FORM_MINIMUM_FILL_SECONDS * 1000 + 250;

/** What a guarded form needs: its honeypot field's value, the fields to send, and a new ticket for the next try. */
export interface FormGuardState {
  honeypot: { value: string; onChange: (value: string) => void };
  /**
   * The ticket (waited for if it is still coming, asked for again if it failed or is nearly a day
   * old) and the honeypot's value. A form sent within seconds of its ticket (the browser filled it
   * in) waits until the server will take it, rather than be refused.
   */
  guard: () => Promise<FormGuard>;
  /** A new ticket for the next try (after a form was sent, or refused). */
  renew: () => void;
}

/** The ticket and honeypot of a public form (`FormGuard`): the ticket is asked for as the form mounts. */
export function useFormGuard(form: GuardedForm): FormGuardState {
  const queryClient = useQueryClient();
  useFormTicket(form);
  const [honeypot, setHoneypot] = useState('');
  return {
    honeypot: { value: honeypot, onChange: setHoneypot },
    guard: async () => {
      const options = formTicketQueryOptions(form);
      const { ticket } = await queryClient.fetchQuery({ ...options, staleTime: TICKET_FRESH_MS });
      const age = Date.now() - (queryClient.getQueryState(options.queryKey)?.dataUpdatedAt ?? 0);
      if (age < TICKET_MINIMUM_AGE_MS) await new Promise((resolve) => window.setTimeout(resolve, TICKET_MINIMUM_AGE_MS - age));
      return { ticket, [HONEYPOT_FIELD]: honeypot };
    },
    renew: () => void queryClient.resetQueries({ queryKey: formTicketQueryOptions(form).queryKey }),
  };
}
