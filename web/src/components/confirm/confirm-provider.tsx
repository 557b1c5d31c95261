import { Button } from '@chakra-ui/react';
import { MESSAGES } from '@signage/domain/messages';
import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { type Confirm, ConfirmContext, type ConfirmOptions } from './confirm-context.ts';

// The dialog (Chakra's dialog, focus trap, and the editor dialog's own imports) loads with the first question, not
// with the sign-in page and the shell, which never ask one (issue 20).
const EditorDialog = lazy(() =>
  import('../editor-dialog/editor-dialog.tsx').then((m) => ({ default: m.EditorDialog })),
);

interface Pending {
  options: ConfirmOptions;
  resolve: (ok: boolean) => void;
}

/** Renders the one confirmation dialog of the console and provides `useConfirm()`. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  // Kept after closing, so the dialog does not change its words while it animates out.
  const [options, setOptions] = useState<ConfirmOptions>({});
  const [everAsked, setEverAsked] = useState(false);
  const pendingRef = useRef<Pending | null>(null);

  const settle = useCallback((ok: boolean) => {
    const current = pendingRef.current;
    if (!current) return;
    pendingRef.current = null;
    setPending(null);
    if (!ok) current.options.onCancel?.();
    current.resolve(ok);
  }, []);

  const confirm = useCallback<Confirm>(
    (asked = {}) => {
      // A second question replaces the first, which counts as dismissed.
      settle(false);
      return new Promise<boolean>((resolve) => {
        const next = { options: asked, resolve };
        pendingRef.current = next;
        setPending(next);
        setOptions(asked);
        setEverAsked(true);
      });
    },
    [settle],
  );

  const okIcon = options.okIcon === undefined ? <LuTrash2 /> : options.okIcon;

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {everAsked && (
        <Suspense>
          <EditorDialog
            role="alertdialog"
            open={pending !== null}
            onClose={() => settle(false)}
            placement="center"
            title={options.message ?? MESSAGES.confirmDefault}
            // A question, not a heading: read at the size of the text around it.
            titleProps={{ fontWeight: 'medium', fontSize: 'md', pr: '6' }}
            footer={
              <>
                <Button variant="outline" onClick={() => settle(false)}>
                  {options.cancelText ?? 'Cancel'}
                </Button>
                <Button colorPalette={options.okColorPalette ?? 'red'} onClick={() => settle(true)}>
                  {okIcon}
                  {options.okText ?? 'Delete'}
                </Button>
              </>
            }
          />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}
