import { createContext, useCallback, useContext, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { checkInput, submittedValue, type InputKind } from './confirm-dialog-checks';

type ConfirmButton = 'ok' | 'no' | 'cancel';

interface ConfirmInput {
  label: string;
  kind: InputKind;
  required?: boolean;
  multiline?: boolean;
  initialValue?: string;
}

export interface ConfirmOptions {
  /** Defaults to "Are you sure?". */
  title?: string;
  message?: ReactNode;
  /** Which buttons to offer; they always appear in the same order, OK last. */
  buttons?: readonly ConfirmButton[];
  /** Asks for a value; OK is refused until it passes the checks of its kind. */
  input?: ConfirmInput;
  /** Paints OK red, for actions that cannot be undone. */
  destructive?: boolean;
}

export interface ConfirmAnswer {
  button: ConfirmButton;
  /** What was typed, present only when OK was chosen on a dialog with an input. */
  value?: string;
}

export type Confirm = (options: ConfirmOptions) => Promise<ConfirmAnswer>;

const DEFAULT_BUTTONS: readonly ConfirmButton[] = ['cancel', 'ok'];
// A fixed order keeps OK in the same place on every dialog, however the caller listed the buttons.
const BUTTON_ORDER: readonly ConfirmButton[] = ['cancel', 'no', 'ok'];

interface Question {
  id: number;
  options: ConfirmOptions;
  answer: (answer: ConfirmAnswer) => void;
  answered: boolean;
}

const ConfirmContext = createContext<Confirm | null>(null);

/** Lets any page below it ask a question with `useConfirm`; questions asked together are shown one after another. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [questions, setQuestions] = useState<Question[]>([]);
  const lastId = useRef(0);

  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise((resolve) => {
        const id = ++lastId.current;
        const answer = (given: ConfirmAnswer) => {
          resolve(given);
          // Kept (closed) until the dialog has faded out, so its content does not vanish mid-animation.
          setQuestions((all) => all.map((question) => (question.id === id ? { ...question, answered: true } : question)));
        };
        setQuestions((all) => [...all, { id, options, answer, answered: false }]);
      }),
    [],
  );
  const forget = (id: number) => setQuestions((all) => all.filter((question) => question.id !== id));

  const current = questions[0];
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {current && <ConfirmDialog key={current.id} question={current} onGone={() => forget(current.id)} />}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used below a ConfirmProvider');
  return confirm;
}

function ConfirmDialog({ question, onGone }: { question: Question; onGone: () => void }) {
  const { t } = useTranslation();
  const { title, message, buttons = DEFAULT_BUTTONS, input, destructive = false } = question.options;
  const [value, setValue] = useState(input?.initialValue ?? '');
  // Problems are shown once the user has tried OK or left the field, not on the first keystroke.
  const [checked, setChecked] = useState(false);
  const titleId = useId();
  const messageId = useId();
  const problem = input ? checkInput(value, input) : null;
  const offered = BUTTON_ORDER.filter((button) => buttons.includes(button));
  const focused = input ? null : offered.includes('ok') ? 'ok' : offered.at(-1);

  const answer = (button: ConfirmButton) => {
    if (question.answered) return;
    if (button !== 'ok' || !input) return question.answer({ button });
    setChecked(true);
    if (!problem) question.answer({ button, value: submittedValue(value, input.kind) });
  };
  const submitOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || input?.multiline || event.nativeEvent.isComposing || !offered.includes('ok')) return;
    event.preventDefault();
    answer('ok');
  };

  return (
    <Dialog
      open={!question.answered}
      onClose={() => answer('cancel')}
      aria-labelledby={titleId}
      aria-describedby={message ? messageId : undefined}
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onExited: onGone } }}
    >
      <DialogTitle id={titleId}>{title ?? t('dialog.confirm')}</DialogTitle>
      <DialogContent>
        {message && <DialogContentText id={messageId}>{message}</DialogContentText>}
        {input && (
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={input.label}
            type={input.kind}
            required={input.required}
            multiline={input.multiline}
            minRows={input.multiline ? 3 : undefined}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            onBlur={() => setChecked(true)}
            onKeyDown={submitOnEnter}
            error={checked && problem !== null}
            helperText={checked && problem ? t(`validation.${problem}`) : undefined}
          />
        )}
      </DialogContent>
      <DialogActions>
        {offered.map((button) => (
          <Button
            key={button}
            autoFocus={button === focused}
            variant={button === 'ok' ? 'contained' : 'text'}
            color={button === 'ok' && destructive ? 'error' : 'primary'}
            onClick={() => answer(button)}
          >
            {t(`dialog.${button}`)}
          </Button>
        ))}
      </DialogActions>
    </Dialog>
  );
}
