import { NativeSelect } from '@chakra-ui/react';
import type { ThemeName } from '@signage/domain/notifications';
import { RecordOptions } from '../../components/record-options.tsx';
import { isThemeName, useTheme } from '../../lib/theme-store.ts';

const LABELS: Record<ThemeName, string> = { default: 'Default', space: 'Space' };

/** The header's theme switch (spec 01 §9: default and space). */
export function ThemeSelect() {
  const [theme, setTheme] = useTheme();
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label="Theme"
        value={theme}
        onChange={(event) => {
          if (isThemeName(event.currentTarget.value)) setTheme(event.currentTarget.value);
        }}
      >
        <RecordOptions labels={LABELS} />
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
