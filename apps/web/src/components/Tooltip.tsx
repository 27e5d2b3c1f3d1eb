import { cloneElement, useEffect, useId, useRef, useState, type FocusEvent, type PointerEvent, type ReactElement } from 'react';
import type { TooltipProps as MuiTooltipProps } from '@mui/material/Tooltip';

type MuiTooltip = typeof import('@mui/material/Tooltip').default;

// MUI's tooltip and the positioning engine under it (Popper.js) are about 10 KB of gzip that every
// screen would fetch on a cold load for hints nobody has pointed at yet: they load on the first hover
// or keyboard focus of an element that has a hint, once for the console.
let loading: Promise<MuiTooltip> | null = null;
const loadTooltip = () => (loading ??= import('@mui/material/Tooltip').then((module) => module.default));

/** MUI's wait before a hover shows its hint, kept: a pointer crossing the screen shows nothing. */
const ENTER_DELAY_MS = 100;

/** What the console's hints take of MUI's tooltip. */
export type TooltipProps = Pick<MuiTooltipProps, 'title' | 'placement' | 'describeChild'> & {
  /** One element that takes the pointer and focus handlers: a button, or a span around a disabled one. */
  children: ReactElement<ChildProps>;
};

interface ChildProps {
  'aria-label'?: string;
  'aria-describedby'?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * A hint shown on hover and keyboard focus, drawn by MUI's tooltip once its code is in.
 *
 * The element itself is drawn as it is and never redrawn when the tooltip arrives (a button swapped
 * under a press would lose its click, and under the keyboard its focus): this component watches the
 * pointer and the focus on it and opens MUI's tooltip beside it, anchored to it. A plain title names
 * the element unless `describeChild` (MUI's rule), so an icon button of the collapsed navigation
 * has its name from the first paint; a described element points at the hint while it shows.
 * Escape hides it, as MUI's does.
 */
export function Tooltip({ title, placement, describeChild, children }: TooltipProps) {
  const id = useId();
  const [drawer, setDrawer] = useState<{ Tooltip: MuiTooltip } | null>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const entering = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(entering.current), []);
  useEffect(() => {
    if (!open) return;
    const hideOnEscape = (event: KeyboardEvent) => { if (event.key === 'Escape') setOpen(false); };
    document.addEventListener('keydown', hideOnEscape);
    return () => document.removeEventListener('keydown', hideOnEscape);
  }, [open]);
  if (title === '' || title === null || title === undefined) return children;

  const show = (element: HTMLElement, delay: number) => {
    setAnchor(element);
    void loadTooltip().then((Tooltip) => setDrawer({ Tooltip }));
    clearTimeout(entering.current);
    entering.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(entering.current);
    setOpen(false);
  };
  const own = children.props;
  const named = !describeChild && typeof title === 'string' && own['aria-label'] === undefined ? { 'aria-label': title } : {};
  const watched = cloneElement(children, {
    ...named,
    ...(describeChild && open && { 'aria-describedby': own['aria-describedby'] ? `${own['aria-describedby']} ${id}` : id }),
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      if (event.pointerType !== 'touch') show(event.currentTarget, ENTER_DELAY_MS);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => { own.onPointerLeave?.(event); hide(); },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      if (event.currentTarget.matches(':focus-visible')) show(event.currentTarget, 0);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => { own.onBlur?.(event); hide(); },
  });
  const Drawn = drawer?.Tooltip;
  return (
    <>
      {watched}
      {Drawn && anchor && (
        // MUI's tooltip over an empty stand-in that listens to nothing: it draws the hint where
        // `anchorEl` says, when `open` says.
        <Drawn
          id={id}
          title={title}
          placement={placement}
          open={open}
          disableInteractive
          disableHoverListener
          disableFocusListener
          disableTouchListener
          slotProps={{ popper: { anchorEl: anchor } }}
        >
          <span hidden />
        </Drawn>
      )}
    </>
  );
}
