import { HStack, NativeSelect, Switch } from '@chakra-ui/react';
import { DASHBOARD_REFRESH_CHOICES_MS } from '@signage/domain/constants';

/** "30 seconds", "1 minute", "5 minutes"... */
export function refreshLabel(ms: number): string {
  if (ms < 60_000) return `${ms / 1000} seconds`;
  const minutes = ms / 60_000;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** Auto-refresh on or off, and its interval while on (spec 01 §2). */
export function AutoRefreshSelect({
  intervalMs,
  onToggle,
  onInterval,
}: {
  intervalMs: number | null;
  onToggle: (on: boolean) => void;
  onInterval: (ms: number) => void;
}) {
  return (
    <HStack gap="3">
      <Switch.Root checked={intervalMs != null} onCheckedChange={(e) => onToggle(e.checked)}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>Auto-refresh</Switch.Label>
      </Switch.Root>
      {/* Sized by its longest choice: a fixed width cut "Every 30 seconds" to "Every 30 secon". */}
      {intervalMs != null && (
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label="Refresh every"
            value={String(intervalMs)}
            onChange={(e) => onInterval(Number(e.currentTarget.value))}
          >
            {DASHBOARD_REFRESH_CHOICES_MS.map((ms) => (
              <option key={ms} value={ms}>
                Every {refreshLabel(ms)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </HStack>
  );
}
