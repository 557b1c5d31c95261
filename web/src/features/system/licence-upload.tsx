import { Button, Field, HStack, Stack } from '@chakra-ui/react';
import { LICENCE_MESSAGES, MAX_LICENCE_FILE_BYTES } from '@signage/domain/licence';
import { type FormEvent, useRef, useState } from 'react';
import { LuUpload } from 'react-icons/lu';
import { FileInput } from '../../components/file-input.tsx';
import { useNotify } from '../../components/notifications/use-notify.ts';
import { useUploadLicence } from './use-upload-licence.ts';

/** Choose a licence file and upload it (spec 01 §2 "/admin/system (licence upload)"). */
export function LicenceUpload() {
  const [upload, state] = useUploadLicence();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    // Far larger than any licence: not sent, refused as the service would refuse it.
    if (file.size > MAX_LICENCE_FILE_BYTES) {
      notify('danger', LICENCE_MESSAGES.rejected);
      setOutcome({ ok: false, text: LICENCE_MESSAGES.rejected });
      return;
    }
    const data = await upload({ content: await file.text(), fileName: file.name });
    setOutcome(data ? { ok: true, text: data.uploadLicence.message } : { ok: false, text: LICENCE_MESSAGES.rejected });
    setFile(undefined);
    if (input.current) input.current.value = '';
  };

  return (
    <Stack as="form" gap="3" onSubmit={submit} aria-label="Upload a licence">
      <Field.Root invalid={outcome ? !outcome.ok : false}>
        <Field.Label>Licence file</Field.Label>
        <HStack gap="3" align="start" flexWrap="wrap">
          <FileInput
            ref={input}
            accept=".licence,.lic,.json,application/json,text/plain"
            maxWidth="md"
            onChange={(event) => {
              setFile(event.target.files?.[0]);
              setOutcome(undefined);
            }}
          />
          <Button type="submit" colorPalette="accent" disabled={!file} loading={state.loading}>
            <LuUpload />
            Upload licence
          </Button>
        </HStack>
        <Field.HelperText>
          The signed licence file from your supplier. It replaces the licence installed now.
        </Field.HelperText>
        {outcome && !outcome.ok && <Field.ErrorText>{outcome.text}</Field.ErrorText>}
      </Field.Root>
    </Stack>
  );
}
