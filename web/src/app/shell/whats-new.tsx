import { Button, type ButtonProps, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { LuSparkles } from 'react-icons/lu';
import { useFirstUse } from '../../lib/use-first-use.ts';

const loadPopover = () => import('./whats-new-popover.tsx');
const WhatsNewPopover = lazy(() => loadPopover().then((m) => ({ default: m.WhatsNewPopover })));

/** The what's-new button: before the list has loaded, and as the loaded popover's trigger. */
export function WhatsNewButton(props: ButtonProps) {
  return (
    <Button variant="ghost" size="sm" aria-label="What's new" aria-haspopup="dialog" aria-expanded={false} {...props}>
      <LuSparkles />
      <Text as="span" hideBelow="lg">
        What's new
      </Text>
    </Button>
  );
}

/**
 * The header's what's-new list (spec 01 §2). The list, its dates and the popover load on first use: the shell's
 * first load carries only the button (issue 20).
 */
export function WhatsNew() {
  const { used, triggerProps } = useFirstUse(loadPopover);
  const button = <WhatsNewButton {...triggerProps} />;
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <WhatsNewPopover />
    </Suspense>
  );
}
