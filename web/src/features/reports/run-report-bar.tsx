import { Button, Flex, Text } from '@chakra-ui/react';

/** "Run report" under a report's filters, and why the filters cannot run, in the spec's words. */
export function RunReportBar({ onRun, invalid }: { onRun: () => void; invalid: string | undefined }) {
  return (
    <Flex gap="3" align="center">
      <Button colorPalette="accent" onClick={onRun}>
        Run report
      </Button>
      {invalid && (
        <Text role="alert" color="fg.error">
          {invalid}
        </Text>
      )}
    </Flex>
  );
}
