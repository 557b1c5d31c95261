import { Box, Button, Heading, HStack, Portal, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';

/** One step: the element it points at (its `data-tour` value), a title and what to say. */
export interface TourStep {
  target: string;
  title: string;
  body: ReactNode;
}

const GAP = 10;
const WIDTH = 320;

export const tourTarget = (name: string) => `[data-tour="${name}"]`;

/** Where the popover goes: below the target when there is room, above it otherwise, kept inside the window. */
function placement(rect: DOMRect, height: number) {
  const below = rect.bottom + GAP + height <= window.innerHeight;
  const top = below ? rect.bottom + GAP : Math.max(GAP, rect.top - GAP - height);
  const left = Math.min(Math.max(GAP, rect.left), Math.max(GAP, window.innerWidth - WIDTH - GAP));
  return { top, left };
}

/** The target's rectangle, followed through scrolling and resizing; undefined until it is in the page. */
function useTargetRect(target: string): DOMRect | undefined {
  const [rect, setRect] = useState<DOMRect>();
  useLayoutEffect(() => {
    let element = document.querySelector(tourTarget(target));
    const measure = () => {
      element ??= document.querySelector(tourTarget(target));
      setRect(element?.getBoundingClientRect());
    };
    element?.scrollIntoView?.({ block: 'center' });
    measure();
    // The page may still be loading what the step points at.
    const observer = new MutationObserver(() => {
      if (!element) measure();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [target]);
  return rect;
}

export interface TourPopoverProps {
  /** Names the tour for assistive technology, e.g. "Device page introduction". */
  label: string;
  steps: readonly TourStep[];
  /** The last step's Done. */
  onDone: () => void;
  /** Escape or "Close tour" before the end. */
  onClose: () => void;
}

/**
 * A guided tour: a non-modal dialog beside each step's target (found by its `data-tour` attribute), with a ring
 * around the target. Back, Next and Done move through it; Escape closes it. Focus goes to the dialog at each step
 * and back to where it was when the tour ends.
 */
export function TourPopover({ label, steps, onDone, onClose }: TourPopoverProps) {
  const [index, setIndex] = useState(0);
  const step = steps[index]!;
  const rect = useTargetRect(step.target);
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [height, setHeight] = useState(180);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    return () => before?.focus?.();
  }, []);
  // Measured again whenever the target moves; focus moves only when a step is first shown, not on scrolling.
  useLayoutEffect(() => {
    if (rect && dialog.current) setHeight(dialog.current.offsetHeight);
  }, [rect]);
  const shown = rect !== undefined;
  const focusedStep = useRef(-1);
  useLayoutEffect(() => {
    if (!shown || focusedStep.current === index) return;
    focusedStep.current = index;
    dialog.current?.focus();
  });

  if (!rect) return null;
  const last = index === steps.length - 1;
  const { top, left } = placement(rect, height);
  return (
    <Portal>
      <Box
        position="fixed"
        top={`${rect.top - 4}px`}
        left={`${rect.left - 4}px`}
        width={`${rect.width + 8}px`}
        height={`${rect.height + 8}px`}
        borderWidth="3px"
        borderColor="accent.solid"
        rounded="md"
        pointerEvents="none"
        zIndex="popover"
        aria-hidden="true"
      />
      <Box
        ref={dialog}
        role="dialog"
        aria-label={label}
        aria-describedby={titleId}
        tabIndex={-1}
        position="fixed"
        top={`${top}px`}
        left={`${left}px`}
        width={`${WIDTH}px`}
        maxWidth="calc(100vw - 20px)"
        bg="bg.panel"
        color="fg"
        borderWidth="1px"
        rounded="lg"
        shadow="lg"
        p="4"
        zIndex="popover"
        outline="none"
        data-tour-step={index + 1}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            onClose();
          }
        }}
      >
        <Text textStyle="xs" color="fg.muted">
          Step {index + 1} of {steps.length}
        </Text>
        <Heading as="h2" size="md" id={titleId} mt="1">
          {step.title}
        </Heading>
        <Box textStyle="sm" mt="2">
          {step.body}
        </Box>
        <HStack justify="space-between" mt="4">
          <Button size="xs" variant="ghost" onClick={onClose}>
            Close tour
          </Button>
          <HStack gap="2">
            {index > 0 && (
              <Button size="xs" variant="outline" onClick={() => setIndex(index - 1)}>
                Back
              </Button>
            )}
            <Button size="xs" onClick={() => (last ? onDone() : setIndex(index + 1))}>
              {last ? 'Done' : 'Next'}
            </Button>
          </HStack>
        </HStack>
      </Box>
    </Portal>
  );
}
