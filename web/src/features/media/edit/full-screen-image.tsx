import { CloseButton, Dialog, Image } from '@chakra-ui/react';
import { EditorDialog } from '../../../components/editor-dialog/editor-dialog.tsx';

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
    <EditorDialog
      open={open}
      onClose={onClose}
      size="full"
      closeLabel={false}
      backdropProps={{ bg: 'blackAlpha.900' }}
      contentProps={{ bg: 'black', color: 'white', 'aria-label': `${name}, full screen`, onClick: onClose }}
      bodyProps={{ display: 'flex', alignItems: 'center', justifyContent: 'center', p: '0', height: '100dvh' }}
    >
      <Image src={src} alt={name} maxWidth="100vw" maxHeight="100dvh" objectFit="contain" />
      <Dialog.CloseTrigger asChild top="3" insetEnd="3">
        <CloseButton aria-label="Close full screen" variant="solid" colorPalette="gray" size="sm" />
      </Dialog.CloseTrigger>
    </EditorDialog>
  );
}
