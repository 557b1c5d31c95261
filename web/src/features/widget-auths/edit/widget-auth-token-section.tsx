import { Button, Code, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { LuEye, LuEyeOff } from 'react-icons/lu';
import { TextField } from '../../../components/text-field.tsx';

interface WidgetAuthTokenSectionProps {
  isNew: boolean;
  /** The stored token, masked (••••abcd); never the token itself. */
  maskedToken: string | null | undefined;
  shown: boolean;
  onShownChange: (shown: boolean) => void;
  token: string;
  onTokenChange: (token: string) => void;
  disabled: boolean;
}

/**
 * The auth details (spec 02 §4): a new record's token; for a saved one hidden until "Show auth details" is
 * chosen, then its masked token and a field that replaces it. Hidden again, nothing typed there is sent.
 */
export function WidgetAuthTokenSection(props: WidgetAuthTokenSectionProps) {
  const { isNew, maskedToken, shown, onShownChange, token, onTokenChange, disabled } = props;
  const sectionId = useId();
  const field = (label: string, helper: string) => (
    <TextField
      required={isNew}
      disabled={disabled}
      label={label}
      type="password"
      autoComplete="off"
      value={token}
      onValue={onTokenChange}
      helper={helper}
    />
  );
  if (isNew) return field('Token', 'Stored encrypted; after saving it is only ever shown masked.');
  return (
    <Stack gap="3">
      <Button
        variant="outline"
        alignSelf="flex-start"
        aria-expanded={shown}
        aria-controls={sectionId}
        onClick={() => onShownChange(!shown)}
      >
        {shown ? <LuEyeOff /> : <LuEye />}
        {shown ? 'Hide auth details' : 'Show auth details'}
      </Button>
      {shown && (
        <Stack gap="3" id={sectionId} role="group" aria-label="Auth details">
          <Text>
            Stored token: <Code>{maskedToken ?? 'none'}</Code>
          </Text>
          {field('Replace token', 'Leave empty to keep the stored token.')}
        </Stack>
      )}
    </Stack>
  );
}
