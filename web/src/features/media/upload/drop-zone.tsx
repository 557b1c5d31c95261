import { Button, Center, Icon, Stack, Text } from '@chakra-ui/react';
import { type DragEvent, useRef, useState } from 'react';
import { LuUpload } from 'react-icons/lu';

interface DropZoneProps {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  /** Several files at once (the upload dialog) or one (replacing a touch app). */
  multiple?: boolean;
  /** The file input's `accept`. */
  accept?: string;
  /** The file input's accessible name. */
  inputLabel?: string;
  /** The text of the button that opens the file chooser. */
  buttonLabel?: string;
}

/** Where files are dropped, or chosen with "Choose files" (a hidden file input). */
export function DropZone({
  onFiles,
  disabled = false,
  multiple = true,
  accept,
  inputLabel = 'Media files',
  buttonLabel = multiple ? 'Choose files' : 'Choose file',
}: DropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const onDragOver = (event: DragEvent) => {
    if (disabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(files);
  };

  return (
    <Center
      role="group"
      aria-label="Drop zone"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={over ? 'accent.solid' : 'border.emphasized'}
      bg={over ? 'accent.subtle' : 'bg.subtle'}
      borderRadius="l3"
      px="6"
      py="5"
      transition="background 0.15s, border-color 0.15s"
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      opacity={disabled ? 0.6 : 1}
    >
      <Stack direction={{ base: 'column', sm: 'row' }} align="center" gap="3" textAlign="center">
        <Icon as={LuUpload} boxSize="6" color="fg.muted" />
        <Text fontWeight="medium">{multiple ? 'Drop files here' : 'Drop the file here'}</Text>
        <Text fontSize="sm" color="fg.muted">
          or
        </Text>
        <Button size="sm" variant="outline" disabled={disabled} onClick={() => inputRef.current?.click()}>
          {buttonLabel}
        </Button>
        <input
          ref={inputRef}
          type="file"
          hidden
          multiple={multiple}
          accept={accept}
          aria-label={inputLabel}
          disabled={disabled}
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            // Cleared, so choosing the same file again is noticed.
            event.currentTarget.value = '';
            if (files.length > 0) onFiles(files);
          }}
        />
      </Stack>
    </Center>
  );
}
