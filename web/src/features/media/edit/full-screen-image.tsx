import { CloseButton, Dialog, Image, Portal } from '@chakra-ui/react';

/** The image at full size on a dark full-viewport overlay ("View full screen", spec 01 §2). */
export function FullScreenImage({
  open,
  onClose,
  src,
  name,
}: {
  open: boolean;
  onClose: () => void;
  src: string;
  name: string;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} size="full" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.900" />
        <Dialog.Positioner>
          <Dialog.Content bg="black" color="white" aria-label={`${name}, full screen`} onClick={onClose}>
            <Dialog.Body display="flex" alignItems="center" justifyContent="center" p="0" height="100dvh">
              <Image src={src} alt={name} maxWidth="100vw" maxHeight="100dvh" objectFit="contain" />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton aria-label="Close full screen" variant="solid" colorPalette="gray" size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
