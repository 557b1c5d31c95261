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

interface Box2D {
  top: number;
  left: number;
  width: number;
  height: number;
}

const overlap = (a: Box2D, b: Box2D) =>
  Math.max(0, Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top));

/**
 * Where the popover goes: below the target, else above, right or left of it, whichever first fits in the window
 * without covering it; a tall target (the editor's element tree) gets the popover beside it. When no side fits,
 * the place that covers least of the target: a step never hides the control it is about if it can help it. A
 * target scrolled out of the window takes the popover with it, instead of leaving it pinned to the window's edge
 * over whatever is there.
 */
export function placement(
  rect: { top: number; left: number; right: number; bottom: number },
  height: number,
  viewport = { width: window.innerWidth, height: window.innerHeight },
) {
  const clampX = (x: number) => Math.min(Math.max(GAP, x), Math.max(GAP, viewport.width - WIDTH - GAP));
  const clampY = (y: number) => Math.min(Math.max(GAP, y), Math.max(GAP, viewport.height - height - GAP));
  if (rect.bottom <= 0) return { top: rect.bottom + GAP, left: clampX(rect.left) };
  if (rect.top >= viewport.height) return { top: rect.top - GAP - height, left: clampX(rect.left) };
  const candidates = [
    { top: rect.bottom + GAP, left: clampX(rect.left) },
    { top: rect.top - GAP - height, left: clampX(rect.left) },
    { top: clampY(rect.top), left: rect.right + GAP },
    { top: clampY(rect.top), left: rect.left - GAP - WIDTH },
  ];
  const fits = (c: { top: number; left: number }) =>
    c.top >= GAP && c.left >= GAP && c.top + height <= viewport.height - GAP && c.left + WIDTH <= viewport.width - GAP;
  const found = candidates.find(fits);
  if (found) return found;
  const target = { top: rect.top, left: rect.left, width: rect.right - rect.left, height: rect.bottom - rect.top };
  const inside = candidates.map((c) => ({ top: clampY(c.top), left: clampX(c.left) }));
  const covered = (c: { top: number; left: number }) => overlap({ ...c, width: WIDTH, height }, target);
  return inside.reduce((best, c) => (covered(c) < covered(best) ? c : best));
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

const modalOpen = () => document.querySelector('[aria-modal="true"]') !== null;

/**
 * Whether a modal dialog is open (an upload, an editor): a step waits behind it, where its target is, instead of
 * drawing over the dialog, and shows again once the dialog closes.
 */
function useModalOpen(): boolean {
  const [open, setOpen] = useState(modalOpen);
  useEffect(() => {
    const observer = new MutationObserver(() => setOpen(modalOpen()));
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-modal'],
    });
    return () => observer.disconnect();
  }, []);
  return open;
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
 * A guided tour: a non-modal dialog (above popovers such as the media hover preview, which drew over it) beside
 * each step's target (found by its `data-tour` attribute), with a ring around the target; hidden while a modal
 * dialog is open over the page. Back, Next and Done move through it; Escape closes it. Focus goes to the dialog at
 * each step and back to where it was when the tour ends.
 */
export function TourPopover({ label, steps, onDone, onClose }: TourPopoverProps) {
  const [index, setIndex] = useState(0);
  const step = steps[index]!;
  const rect = useTargetRect(step.target);
  const behindModal = useModalOpen();
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
  const shown = rect !== undefined && !behindModal;
  const focusedStep = useRef(-1);
  useLayoutEffect(() => {
    if (!shown || focusedStep.current === index) return;
    focusedStep.current = index;
    dialog.current?.focus();
  });

  if (!rect || !shown) return null;
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
        zIndex="toast"
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
        zIndex="toast"
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
            <Button size="xs" colorPalette="accent" onClick={() => (last ? onDone() : setIndex(index + 1))}>
              {last ? 'Done' : 'Next'}
            </Button>
          </HStack>
        </HStack>
      </Box>
    </Portal>
  );
}
