import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { BodyOf, DataOf, Endpoint } from '@wallet/contracts';
import { api, ApiError, upload, type CallOptions, type UploadForm } from './client';
import { newIdempotencyKey } from './idempotency-key';
import { askedForApproval, sendAskingWhy } from './approval';

export interface ApiMutationOptions<E extends Endpoint> {
  /** No success toast (the spec's activate/deactivate and cancel-infraction calls). */
  quiet?: boolean;
  /** Runs the moment a success answers (a dialog closes here), before any toast has gone. */
  onDone?: (data: DataOf<E>) => void;
  /** A refusal that names a body field: the form puts it under that field (and it is not toasted). */
  onFieldError?: (field: string, message: string) => void;
  /** The action was stored as an approval request and waits for a second person (a dialog closes here too). */
  onAsked?: () => void;
}

/**
 * The one way the console changes something: a TanStack mutation over the typed client. It says
 * whether it is pending (no component keeps a busy flag), sends one Idempotency-Key per action to
 * calls that move money (the same key on every retry, a new one after a success), refuses a second
 * send while one is running, and leaves the toasts to the client's rules: success and refusals
 * once each, a field's refusal under its field instead. The lists refresh after any success (the
 * client's rule).
 */
export function useApiMutation<E extends Endpoint>(endpoint: E, options: ApiMutationOptions<E> = {}) {
  return useCall<E, BodyOf<E>>(endpoint, options, (body, callOptions) => api(endpoint, body, callOptions));
}

/** `useApiMutation` for a call that takes a file (multipart/form-data), under the same rules. */
export function useApiUpload<E extends Endpoint>(endpoint: E, options: ApiMutationOptions<E> = {}) {
  return useCall<E, UploadForm<E>>(endpoint, options, (form, callOptions) => upload(endpoint, form, callOptions));
}

function useCall<E extends Endpoint, V>(endpoint: E, options: ApiMutationOptions<E>, transport: (input: V, callOptions: CallOptions) => Promise<DataOf<E>>) {
  const key = useRef<string | null>(null);
  const mutation = useMutation<DataOf<E>, unknown, V>({
    mutationFn: (input) => {
      if (endpoint.idempotencyKeyRequired) key.current ??= newIdempotencyKey();
      const callOptions: CallOptions = {
        ...(key.current ? { idempotencyKey: key.current } : {}),
        ...(options.quiet ? { quiet: true } : {}),
        ...(options.onFieldError ? { fieldErrorsInline: true } : {}),
      };
      return sendAskingWhy((why) => transport(input, { ...callOptions, ...why }));
    },
    onSuccess: (data) => {
      key.current = null;
      options.onDone?.(data);
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      if (askedForApproval(error)) {
        // The request is made: the next action gets a key of its own.
        key.current = null;
        options.onAsked?.();
      } else if (error.field) options.onFieldError?.(error.field, error.message);
    },
  });
  /** Sends the input; answers the data, or null when the call was refused (already shown) or one is running. */
  const send = async (input: V): Promise<DataOf<E> | null> => {
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
