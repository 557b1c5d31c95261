import { Popover, Portal } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';

interface PopoverPanelProps extends Omit<Popover.RootProps, 'children'> {
  /** The button that opens it. */
  trigger: ReactElement;
  /** What stands above the body (a Popover.Header, a Popover.Arrow). */
  header?: ReactNode;
  /** The panel's size and overflow. */
  contentProps?: Popover.ContentProps;
  children: ReactNode;
}

/** A popover opened by `trigger`, its panel portalled to the page's end and placed beside the trigger. */
export function PopoverPanel({ trigger, header, contentProps, children, ...rootProps }: PopoverPanelProps) {
  return (
    <Popover.Root {...rootProps}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content {...contentProps}>
            {header}
            <Popover.Body>{children}</Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
