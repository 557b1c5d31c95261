import type { ErrorLike } from '@apollo/client';
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { type ReactNode, useEffect, useState } from 'react';
import { LoadError, RecordLoadError } from '../load-error.tsx';
import { PageSpinner } from '../page-spinner.tsx';
import { isEscapeForTagInput } from '../tags/tag-input.tsx';

export interface EditorDialogProps {
  /** The heading; none for a dialog that names itself otherwise (`contentProps['aria-label']`). */
  title?: ReactNode;
  /** Escape, the close button and (unless `keepOnOutsideClick`) a click outside call it. */
  onClose: () => void;
  /** Default true; a closed dialog mounts nothing, so its state starts afresh on the next opening. */
  open?: boolean;
  size?: Dialog.RootProps['size'];
  placement?: Dialog.RootProps['placement'];
  scrollBehavior?: Dialog.RootProps['scrollBehavior'];
  role?: Dialog.RootProps['role'];
  /** An editor holds edits: a click beside it must not throw them away. */
  keepOnOutsideClick?: boolean;
  /** While true nothing closes the dialog (an upload running). */
  busy?: boolean;
  /** Not loaded yet: a spinner, or `error`, instead of the children. */
  loading?: boolean;
  /**
   * Why the load failed, shown with a retry while there is nothing loaded to show; with `noun` (one record), an id
   * that does not exist or is hidden says so instead ("This campaign does not exist, or you may not see it.").
   */
  error?: { title: string; error: ErrorLike | undefined; onRetry: () => void; noun?: string };
  /** The footer's buttons, shown while loading too; with none (and no `cancel`) the dialog has no footer. */
  footer?: ReactNode;
  /** A first footer button that closes the dialog as Escape does, e.g. "Cancel" or "Close". */
  cancel?: string;
  /** Children bring their own Dialog.Body and Dialog.Footer (an `EditorForm`) instead of being the body. */
  bare?: boolean;
  /** The close button's name; false for none (a question that must be answered by its buttons). */
  closeLabel?: string | false;
  titleProps?: Dialog.TitleProps;
  contentProps?: Dialog.ContentProps;
  bodyProps?: Dialog.BodyProps;
  backdropProps?: Dialog.BackdropProps;
  children?: ReactNode;
}

/**
 * The shell of every dialog of the console: title, close button, the load and error states, and the footer.
 * Escape meant for a tag input (its suggestions or its error) stays with the input instead of closing the dialog.
 */
export function EditorDialog(props: EditorDialogProps) {
  const {
    title,
    onClose,
    open = true,
    busy = false,
    closeLabel = 'Close',
    error,
    bare,
    footer,
    cancel,
    children,
  } = props;
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  useFirstFieldFocus(open ? content : null);
  const state = !props.loading ? undefined : error?.error ? (
    error.noun ? (
      <RecordLoadError noun={error.noun} title={error.title} error={error.error} onRetry={error.onRetry} />
    ) : (
      <LoadError title={error.title} error={error.error} onRetry={error.onRetry} />
    )
  ) : (
    <PageSpinner />
  );
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
      {...defined({
        size: props.size,
        placement: props.placement,
        scrollBehavior: props.scrollBehavior,
        role: props.role,
      })}
      initialFocusEl={() => firstField(content)}
      closeOnInteractOutside={!props.keepOnOutsideClick}
      onEscapeKeyDown={(event) => {
        if (busy || isEscapeForTagInput(event)) event.preventDefault();
      }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop {...props.backdropProps} />
        <Dialog.Positioner>
          <Dialog.Content ref={setContent} {...props.contentProps}>
            {title !== undefined && (
              <Dialog.Header>
                <Dialog.Title {...props.titleProps}>{title}</Dialog.Title>
              </Dialog.Header>
            )}
            {state ? (
              <Dialog.Body>{state}</Dialog.Body>
            ) : bare ? (
              children
            ) : (
              children !== undefined && <Dialog.Body {...props.bodyProps}>{children}</Dialog.Body>
            )}
            {(footer !== undefined || cancel) && (
              <Dialog.Footer>
                {cancel && (
                  <Button variant="outline" onClick={onClose} disabled={busy}>
                    {cancel}
                  </Button>
                )}
                {footer}
              </Dialog.Footer>
            )}
            {closeLabel !== false && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={closeLabel} disabled={busy} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

const FIELD = 'input:not([type="hidden"]), textarea, select';

/** The first field a person fills in (what "New …" should put the cursor in), once it can take the focus. */
function firstField(root: HTMLElement | null): HTMLElement | null {
  const first = root?.querySelector<HTMLElement>(FIELD);
  // Disabled until the caller's rights are known: wait for it rather than skip to a later field.
  return first && !first.matches(':disabled, [readonly]') ? first : null;
}

/**
 * Puts the cursor in the dialog's first field, as soon as there is one that can take it: an editor's fields are
 * disabled until the caller's rights are known, and a loading dialog shows only its spinner, so the dialog's own
 * focus on opening lands on "Cancel", the close button or a later field. It stops at the person's first key or
 * click, and after a few seconds, so it never takes the focus from someone.
 */
function useFirstFieldFocus(root: HTMLElement | null) {
  useEffect(() => {
    if (!root) return;
    let done = false;
    const place = () => {
      if (done) return;
      const first = firstField(root);
      if (!first) return;
      const active = document.activeElement;
      if (active === first) {
        done = true;
        return;
      }
      // Focus outside the dialog (a date picker's calendar, a menu in a portal) is the person's own doing.
      if (active && active !== document.body && !root.contains(active)) return;
      first.focus();
      done = document.activeElement === first;
    };
    const stop = () => {
      done = true;
    };
    place();
    const observer = new MutationObserver(place);
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled', 'readonly'],
    });
    root.addEventListener('keydown', stop, true);
    root.addEventListener('pointerdown', stop, true);
    const timer = setTimeout(stop, 5000);
    return () => {
      observer.disconnect();
      root.removeEventListener('keydown', stop, true);
      root.removeEventListener('pointerdown', stop, true);
      clearTimeout(timer);
    };
  }, [root]);
}

/** Only the options given: an undefined one would hide the dialog's own default. */
function defined<T extends object>(options: T): Partial<T> {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as Partial<T>;
}
