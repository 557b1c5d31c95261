import type { ReactNode } from 'react';
import { createContext } from 'react';

export interface ConfirmOptions {
  /** Default "Are you sure you want to perform this action?" */
  message?: ReactNode;
  /** Default "Delete". */
  okText?: string;
  /** Default "Cancel". */
  cancelText?: string;
  /** Colour palette of the OK button; default red (danger). */
  okColorPalette?: string;
  /** Icon of the OK button; default a trash can, `null` for none. */
  okIcon?: ReactNode | null;
  /** Runs when the dialog is cancelled or dismissed (Cancel, Esc, close button, click outside). */
  onCancel?: () => void;
}

/** Asks for confirmation; resolves true on OK, false on cancel or dismiss. */
export type Confirm = (options?: ConfirmOptions) => Promise<boolean>;

export const ConfirmContext = createContext<Confirm | null>(null);
