import { Field, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { FileInput } from '../../../components/file-input.tsx';
import { UploadProgress } from '../../../components/upload-progress.tsx';

interface DataSourceFileFieldProps {
  /** A new source holds the chosen file until it is created; a saved one uploads it at once. */
  pendingName?: string;
  onFile: (file: File) => void;
  /** 0..1 while a file is being sent. */
  progress: number | null;
  problem: string | null;
  disabled?: boolean;
  helperText: string;
}

/** The editor's file upload (spec 02 "Data source editor"): one CSV, its progress and what went wrong. */
export function DataSourceFileField({
  pendingName,
  onFile,
  progress,
  problem,
  disabled,
  helperText,
}: DataSourceFileFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack gap="2">
      <Field.Root invalid={!!problem} disabled={disabled || progress !== null}>
        <Field.Label>CSV file</Field.Label>
        <FileInput
          ref={input}
          accept=".csv,text/csv"
          // Emptied as the chooser opens, so the same file chosen again (after fixing it) is sent again; until
          // then the input names the file chosen, as the line under it does.
          onClick={() => {
            if (input.current) input.current.value = '';
          }}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onFile(file);
          }}
        />
        <Field.HelperText>{helperText}</Field.HelperText>
        {problem && <Field.ErrorText role="alert">{problem}</Field.ErrorText>}
      </Field.Root>
      {pendingName && progress === null && (
        <Text fontSize="sm" role="status">
          {pendingName} is uploaded when you choose OK.
        </Text>
      )}
      {progress !== null && <UploadProgress fraction={progress} label="Upload progress" />}
    </Stack>
  );
}
