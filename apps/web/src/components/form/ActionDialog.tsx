import type { ReactNode } from 'react';
import type { ButtonProps, DialogProps } from '@mui/material';
import type { BodyOf, DataOf, Endpoint } from '@wallet/contracts';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useApiMutation, type ApiMutationOptions, type MutationOutcome } from '../../api/useApiMutation';
import { useConfirmedMutation } from '../../api/useConfirmedMutation';
import type { ConfirmOptions } from '../ConfirmDialog';
import { FormDialog, FormDialogForm } from '../FormDialog';
import { fieldRefusals } from './field-refusals';

export interface ActionDialogProps<E extends Endpoint, T extends FieldValues, O> {
  /** The call the dialog makes. */
  endpoint: E;
  /** The dialog's contract form (`useContractForm`): its fields are the children. */
  form: UseFormReturn<T, unknown, O>;
  /** The call's body from what the form hands over, or null to send nothing. */
  body: (typed: O) => BodyOf<E> | null;
  /** Asks before sending (money moves, something is undone): the question, from what will be sent. */
  ask?: (typed: O, body: BodyOf<E>) => ConfirmOptions;
  /** No success toast: the call the member was making answers for itself. */
  quiet?: boolean;
  /** The server agreed; without it, the dialog closes. */
  onDone?: (data: DataOf<E>) => void;
  /** Cancel, Escape, or the action stored for a second person to approve. */
  onClose: () => void;
  open?: boolean;
  title: ReactNode;
  /** What the action does, above the fields. */
  intro?: ReactNode;
  /** The submit button's words. */
  submit: ReactNode;
  cancel?: ReactNode;
  color?: ButtonProps['color'];
  /** The submit button is off (the form says why). */
  disabled?: boolean;
  maxWidth?: DialogProps['maxWidth'];
  children: ReactNode;
}

/**
 * The one dialog an action is asked in: its title and intro, the contract form's fields, Cancel
 * and the action's button; on submit the form's rules, then the question if it asks one, then the
 * call. It closes the moment the server agrees; a refusal naming a field shows under it, any other
 * is toasted once, and what was typed stays. The fields are read-only while the call runs.
 */
export function ActionDialog<E extends Endpoint, T extends FieldValues, O>(props: ActionDialogProps<E, T, O>) {
  // Whether it asks is fixed for a dialog: each way keeps its own mutation hook.
  return props.ask ? <AskingFirst {...props} ask={props.ask} /> : <SendingAtOnce {...props} />;
}

type Send<E extends Endpoint, O> = (body: BodyOf<E>, typed: O) => Promise<MutationOutcome<DataOf<E>> | null>;

function callOptions<E extends Endpoint, T extends FieldValues, O>({ form, quiet, onDone, onClose }: ActionDialogProps<E, T, O>): ApiMutationOptions<E> {
  return { ...(quiet ? { quiet } : {}), onDone: onDone ?? onClose, onFieldError: fieldRefusals(form) };
}

function SendingAtOnce<E extends Endpoint, T extends FieldValues, O>(props: ActionDialogProps<E, T, O>) {
  const call = useApiMutation(props.endpoint, callOptions(props));
  return <ActionForm {...props} pending={call.pending} send={(body) => call.send(body)} />;
}

function AskingFirst<E extends Endpoint, T extends FieldValues, O>(props: ActionDialogProps<E, T, O> & { ask: NonNullable<ActionDialogProps<E, T, O>['ask']> }) {
  const call = useConfirmedMutation(props.endpoint, callOptions(props));
  return <ActionForm {...props} pending={call.pending} send={(body, typed) => call.run(body, props.ask(typed, body))} />;
}

function ActionForm<E extends Endpoint, T extends FieldValues, O>({
  form, body, send, pending, open, title, intro, submit, cancel, color, disabled, maxWidth, onClose, children,
}: ActionDialogProps<E, T, O> & { pending: boolean; send: Send<E, O> }) {
  const sendTyped = form.handleSubmit(async (typed) => {
    const sent = body(typed);
    if (sent === null) return;
    // Held for a second person's approval, the action is asked: the dialog's work is done.
    if ((await send(sent, typed))?.status === 'held') onClose();
  });
  return (
    <FormDialog open={open} title={title} pending={pending} onClose={onClose} maxWidth={maxWidth}>
      <FormDialogForm onSubmit={(event) => void sendTyped(event)} intro={intro} pending={pending} onCancel={onClose} submit={submit} cancel={cancel} color={color} disabled={disabled}>
        {children}
      </FormDialogForm>
    </FormDialog>
  );
}
