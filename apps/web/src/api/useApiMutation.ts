import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { BodyOf, DataOf, Endpoint } from '@wallet/contracts';
import { showHeldForApproval } from '../components/HeldForApproval';
import { ApiError, mutate, upload, type CallOptions, type MutationOutcome, type UploadForm } from './client';
import { newIdempotencyKey } from './idempotency-key';
import { sendAskingWhy } from './approval';

export type { MutationOutcome } from './client';

/** The data of an action that was done; null when it was held for approval, refused or not sent. */
export const doneData = <D>(outcome: MutationOutcome<D> | null): D | null => (outcome?.status === 'done' ? outcome.data : null);

export interface ApiMutationOptions<E extends Endpoint> {
  /** No success toast (the spec's activate/deactivate and cancel-infraction calls). */
  quiet?: boolean;
  /** Runs the moment a success answers (a dialog closes here), before any toast has gone. */
  onDone?: (data: DataOf<E>) => void;
  /** A refusal that names a body field: the form puts it under that field (and it is not toasted). */
  onFieldError?: (field: string, message: string) => void;
}

/**
 * The one way the console changes something: a TanStack mutation over the typed client. It says
 * whether it is pending (no component keeps a busy flag), sends one Idempotency-Key per action to
 * calls that move money (the same key on every retry, a new one once the action is done or held),
 * refuses a second send while one is running, and leaves the toasts to the client's rules: success
 * and refusals once each, a field's refusal under its field instead. An action a policy holds for a
 * second person is news, not a failure: it says so once, with the way to the member's requests, and
 * `send` answers it as `held` for the caller to finish (a dialog closes). The lists refresh after
 * either (the client's rule).
 */
export function useApiMutation<E extends Endpoint>(endpoint: E, options: ApiMutationOptions<E> = {}) {
  return useCall<E, BodyOf<E>>(endpoint, options, (body, callOptions) => mutate(endpoint, body, callOptions));
}

/** `useApiMutation` for a call that takes a file (multipart/form-data), under the same rules. */
export function useApiUpload<E extends Endpoint>(endpoint: E, options: ApiMutationOptions<E> = {}) {
  return useCall<E, UploadForm<E>>(endpoint, options, (form, callOptions) => upload(endpoint, form, callOptions));
}

type Transport<E extends Endpoint, V> = (input: V, callOptions: CallOptions) => Promise<MutationOutcome<DataOf<E>>>;

function useCall<E extends Endpoint, V>(endpoint: E, options: ApiMutationOptions<E>, transport: Transport<E, V>) {
  const key = useRef<string | null>(null);
  const mutation = useMutation<MutationOutcome<DataOf<E>>, unknown, V>({
    mutationFn: (input) => {
      if (endpoint.idempotencyKeyRequired) key.current ??= newIdempotencyKey();
      const callOptions: CallOptions = {
        ...(key.current ? { idempotencyKey: key.current } : {}),
        ...(options.quiet ? { quiet: true } : {}),
        ...(options.onFieldError ? { fieldErrorsInline: true } : {}),
      };
      return sendAskingWhy((why) => transport(input, { ...callOptions, ...why }));
    },
    onSuccess: (outcome) => {
      // Done or held as a request, the action is made: the next one gets a key of its own.
      key.current = null;
      if (outcome.status === 'done') options.onDone?.(outcome.data);
      else showHeldForApproval(outcome.message);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.field) options.onFieldError?.(error.field, error.message);
    },
  });
  /**
   * Sends the input; answers what came of it (done, with the data; or held for a second person's
   * approval), or null when the call was refused (already shown) or one is running.
   */
  const send = async (input: V): Promise<MutationOutcome<DataOf<E>> | null> => {
    if (mutation.isPending) return null;
    try {
      return await mutation.mutateAsync(input);
    } catch {
      return null;
    }
  };
  return {
    send,
    pending: mutation.isPending,
    /** What is being sent while pending (a row shows its own spinner), else undefined. */
    sending: mutation.isPending ? mutation.variables : undefined,
    error: mutation.error instanceof ApiError ? mutation.error : null,
    reset: mutation.reset,
  };
}
